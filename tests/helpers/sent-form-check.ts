// Reads a page the server answered a sent form with, as a browser does (parse5), against what was sent and against
// the same page answering a harmless send: every field holds what was sent (never a password or a file), and every
// element of the page has the attributes it had there, no more and no fewer, so nothing sent became markup.
import { parseFragment } from 'parse5';
import {
  attribute,
  attributes,
  control,
  elements,
  formNamed,
  parsePage,
  text,
  valueOf,
  type Element,
} from './parsed-page.ts';

export interface SentCase {
  page: string;
  /** The form's data-form, or a search box's own name (`search`) */
  form: string;
  search: boolean;
}

/** The characters HTML can carry: the parser reads a line end as \n and NUL as U+FFFD; text is Unicode. */
const asHtmlCarries = (typed: string) =>
  typed
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/\r\n?/g, '\n')
    .replace(/\0/g, '\uFFFD');

const HIDDEN = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** The named fields a visitor fills in, in the page's order. */
function fieldsOf(root: Element, sent: SentCase): Element[] {
  if (sent.search) {
    const box = control(root, sent.form);
    return box ? [box] : [];
  }
  return elements(root).filter(
    (e) =>
      ['input', 'textarea', 'select'].includes(e.tagName) &&
      attribute(e, 'name') !== undefined &&
      !HIDDEN.has(attribute(e, 'type') ?? ''),
  );
}

/** What a field must hold: `sent` as HTML carries it; nothing for a password or a file; a select only its options. */
function expectedValue(field: Element, sent: string | undefined, empty: Element): string {
  const type = attribute(field, 'type');
  if (type === 'password' || type === 'file') return '';
  if (field.tagName === 'select') {
    const options = elements(field)
      .filter((e) => e.tagName === 'option')
      .map((o) => attribute(o, 'value'));
    return sent !== undefined && options.includes(sent) ? sent : valueOf(empty);
  }
  return asHtmlCarries(sent ?? '');
}

/**
 * The search results the server put in the page's <noscript> (a browser running scripts reads it as text, as parse5
 * does): markup of the site's own, the searched term as text in its heading.
 */
function resultsProblems(document: Element, term: string | undefined): string[] {
  const noscript = elements(document).find(
    (e) =>
      e.tagName === 'noscript' && (attribute(e, 'data-search-results') ?? attribute(e, 'data-bulk-results')) === '',
  );
  if (!noscript) return ['the page has no results'];
  const results = parseFragment(text(noscript)) as unknown as Element;
  const problems = elements(results).flatMap((e) => [
    ...(['script', 'style', 'iframe', 'object', 'embed'].includes(e.tagName) ? [`results hold a <${e.tagName}>`] : []),
    ...e.attrs.filter((a) => /^on/i.test(a.name)).map((a) => `results hold an ${a.name} attribute`),
  ]);
  const heading = elements(results).find((e) => e.tagName === 'h2');
  if (term !== undefined && !(heading && text(heading).endsWith(asHtmlCarries(term))))
    problems.push(`the results' heading is ${JSON.stringify(heading && text(heading).slice(0, 80))}`);
  return problems;
}

/** Each element's tag and attributes, less those a sent value changes (a field's value, a box ticked, an option). */
function shape(root: Element, fields: ReadonlySet<Element>): string[] {
  return elements(root).map((e) => {
    const skip = fields.has(e) ? ['value', 'checked'] : e.tagName === 'option' ? ['selected'] : [];
    const kept = Object.entries(attributes(e)).filter(([name]) => !skip.includes(name));
    return JSON.stringify([e.tagName, kept.sort()]);
  });
}

/** The page answering a harmless send, read once for every case compared with it. */
const emptyPages = new Map<string, { document: Element; fields: Element[]; shape: string[] }>();
function readEmpty(page: string, sent: SentCase) {
  const key = `${sent.form}\n${page}`;
  let read = emptyPages.get(key);
  if (!read) {
    const document = parsePage(page) as unknown as Element;
    const root = sent.search ? document : formNamed(document, sent.form);
    const fields = root ? fieldsOf(root, sent) : [];
    read = { document, fields, shape: shape(document, new Set(fields)) };
    emptyPages.set(key, read);
  }
  return read;
}

/**
 * The fields of the sent form in `sent.page`, and what differs from what was sent (`values`) and from `emptyPage`, the
 * page answering a harmless send; no `emptyPage`: only the fields.
 */
export function checkSent(
  sent: SentCase,
  values: Readonly<Record<string, string>>,
  emptyPage?: string,
): { fields: string[]; problems: string[] } {
  const document = parsePage(sent.page) as unknown as Element;
  const root = sent.search ? document : formNamed(document, sent.form);
  if (!root) return { fields: [], problems: [`the page has no form ${sent.form}`] };
  const fields = fieldsOf(root, sent);
  const names = fields.map((f) => attribute(f, 'name') ?? '');
  if (emptyPage === undefined) return { fields: names, problems: [] };

  const { fields: emptyFields, shape: emptyShape } = readEmpty(emptyPage, sent);
  const problems: string[] = [];
  fields.forEach((field, i) => {
    const name = names[i]!;
    const empty = emptyFields[i];
    if (!empty || attribute(empty, 'name') !== name) return void problems.push(`${name}: not where it was`);
    if (attribute(field, 'type') === 'checkbox') {
      const ticked = attribute(field, 'checked') !== undefined;
      if (ticked !== (values[name] !== undefined)) problems.push(`${name}: ticked is ${ticked}`);
      return;
    }
    const expected = expectedValue(field, values[name], empty);
    const shown = valueOf(field);
    if (shown !== expected)
      problems.push(
        `${name}: holds ${JSON.stringify(shown.slice(0, 80))}, sent ${JSON.stringify(expected.slice(0, 80))}`,
      );
  });
  if (sent.search)
    problems.push(...resultsProblems(document, sent.form === 'q' ? values.q?.slice(0, 2000).trim() : undefined));
  // The whole page, not only the form: a value that broke out of its field would add or change an element anywhere.
  const pageShape = shape(document, new Set(fields));
  const at = pageShape.findIndex((s, i) => s !== emptyShape[i]);
  if (at >= 0 || pageShape.length !== emptyShape.length)
    problems.push(
      `element ${at} differs: ${pageShape[at]?.slice(0, 200)} where it was ${emptyShape[at]?.slice(0, 200)}`,
    );
  return { fields: names, problems };
}
