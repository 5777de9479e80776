// What an MDX body (a post, a legal text) may hold: Markdown and the site's registered components, nothing that
// runs. MDX compiles a <script>, an onclick or a javascript: link into the page like any element, and the site
// would serve it; so the loader refuses them, for the build, check:content and the editor alike, with the line.
// The body's links and prices are checked like every other text of the site (site-rules.ts, price-check.ts).
import { createProcessor } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { mdxBlockComponents } from '../vocabulary/mdx-component-names.ts';

/** A problem at a line of the body (1 = its first line): what is wrong there, and what to do instead. */
interface BodyProblem {
  line: number;
  what: string;
  instead: string;
}
export interface Located {
  value: string;
  line: number;
}
export interface BodyScan {
  problems: BodyProblem[];
  /** Every link's address, as written */
  links: Located[];
  /** Every image's address, as written */
  images: Located[];
  /** Every run of prose (not code), as written */
  texts: Located[];
}

type Attribute = { type: string; name?: string; value?: unknown };
type Node = {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  attributes?: Attribute[];
  children?: Node[];
  position?: { start: { line: number; column: number } };
};

const NO_SCRIPT = 'content never runs scripts; for something interactive, ask a developer for a registered component';
/** Elements refused by name, with what to do instead. */
const REFUSED: Record<string, string> = {
  script: NO_SCRIPT,
  style: 'content carries no styles; the site styles every element it renders',
  iframe: 'content embeds no other page; link to it instead: [text](https://…)',
  object: 'content embeds no plugin or other document; link to it instead: [text](https://…)',
  embed: 'content embeds no plugin or other document; link to it instead: [text](https://…)',
};
// Browsers drop tabs, line breaks and control characters from a URL before reading its scheme ("java\tscript:").
const SCRIPT_URL = /^(javascript|vbscript|data):/i;
// eslint-disable-next-line no-control-regex -- the control characters are what is being removed
const scriptUrl = (url: string) => SCRIPT_URL.test(url.replace(/[\u0000-\u0020\u007f]/g, ''));
/** A price typed into text, which goes stale the day the plan's price changes (price-check.ts). */
export const PRICE_IN_TEXT = /\$\d[\d,]*\.\d{2}\b/g;

const processor = createProcessor({ remarkPlugins: [remarkFrontmatter] });
const cache = new Map<string, BodyScan>();

function scanTree(tree: Node): BodyScan {
  const scan: BodyScan = { problems: [], links: [], images: [], texts: [] };
  const walk = (node: Node) => {
    const line = node.position?.start.line ?? 1;
    const problem = (what: string, instead: string) => scan.problems.push({ line, what, instead });
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name ?? '';
      const element = name ? `<${name}>` : 'an empty element <>';
      const known = mdxBlockComponents.map((c) => `<${c}>`).join(', ');
      if (REFUSED[name]) problem(`has ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${element} element`, REFUSED[name]);
      else if (!mdxBlockComponents.includes(name))
        problem(
          `uses ${name ? `the element ${element}` : element}`,
          `the site renders no such element from content; use ${known ? `one of ${known} or ` : ''}plain Markdown`,
        );
      for (const attribute of node.attributes ?? []) {
        if (attribute.type !== 'mdxJsxAttribute') problem(`holds code in ${element}`, 'remove it');
        else if (/^on/i.test(attribute.name ?? ''))
          problem(`gives ${element} the event-handler attribute "${attribute.name}"`, NO_SCRIPT);
        else if (typeof attribute.value === 'string' && scriptUrl(attribute.value))
          problem(`gives ${element} a script address ("${attribute.value.slice(0, 40)}")`, NO_SCRIPT);
        else if (attribute.value !== null && typeof attribute.value === 'object')
          problem(`holds code in the "${attribute.name}" of ${element}`, 'write the value in quotes');
      }
    } else if (/^mdx(Flow|Text)Expression$|^mdxjsEsm$/.test(node.type))
      problem(
        `holds code ("${(node.value ?? '').trim().slice(0, 40)}")`,
        'the site runs no code from content; write braces as \\{ and \\} or remove them',
      );
    else if (node.url !== undefined) {
      if (scriptUrl(node.url))
        problem(
          `links to a script address ("${node.url.slice(0, 40)}")`,
          'a link runs no script; link to a page (/path) or a full https:// address',
        );
      else (node.type === 'image' ? scan.images : scan.links).push({ value: node.url, line });
    } else if (node.type === 'text' && node.value) {
      scan.texts.push({ value: node.value, line });
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return scan;
}

/** The MDX syntax tree of a whole file (frontmatter too), so that its positions are the file's lines. */
export const parseMdx = (text: string) => processor.parse(text);

/** What the body holds, lines counted from its first line. Cached by text: the editor checks on every save. */
export function scanBody(body: string): BodyScan {
  let scan = cache.get(body);
  if (scan) return scan;
  try {
    scan = scanTree(processor.parse(body) as Node);
  } catch (error) {
    const { reason, line } = error as { reason?: string; line?: number };
    const what = 'is not valid MDX';
    scan = {
      problems: [{ line: line ?? 1, what, instead: reason ?? String(error) }],
      links: [],
      images: [],
      texts: [],
    };
  }
  if (cache.size > 500) cache.clear();
  cache.set(body, scan);
  return scan;
}

/** A problem as the report words it: what, where in the file, what to do. `firstLine` is the body's line in it. */
export const atLine = (problem: { what: string; line: number; instead: string }, firstLine: number) =>
  `${problem.what} at line ${problem.line + firstLine - 1}: ${problem.instead}`;
