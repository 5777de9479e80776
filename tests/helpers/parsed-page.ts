// A served page read as a browser reads it (parse5, the HTML parser jsdom uses), to find a form's controls and what
// they hold: an <input>'s value attribute, a <textarea>'s text, a <select>'s chosen option.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

export const parsePage = (html: string) => parse(html);

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element under `root` (a <template>'s content included), in document order. */
export function elements(root: Node): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) found.push(node);
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child);
    if (isElement(node) && node.tagName === 'template' && 'content' in node) walk(node.content as Node);
  };
  walk(root);
  return found;
}

export const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** The element's attributes by name. */
export const attributes = (element: Element): Record<string, string> =>
  Object.fromEntries(element.attrs.map((a) => [a.name, a.value]));

/** The text under a node, as textContent reads it. */
export function text(node: Node): string {
  if ('value' in node && node.nodeName === '#text') return node.value;
  return 'childNodes' in node ? node.childNodes.map(text).join('') : '';
}

/** The form whose data-form is `name`, or undefined. */
export const formNamed = (root: Node, name: string) =>
  elements(root).find((e) => e.tagName === 'form' && attribute(e, 'data-form') === name);

/** The first control named `name` under `root`. */
export const control = (root: Node, name: string) =>
  elements(root).find((e) => ['input', 'textarea', 'select'].includes(e.tagName) && attribute(e, 'name') === name);

/** What a control holds as the page arrives: the value a browser would send for it. */
export function valueOf(element: Element): string {
  if (element.tagName === 'textarea') return text(element);
  if (element.tagName === 'select') {
    const options = elements(element).filter((e) => e.tagName === 'option');
    const chosen = options.find((o) => attribute(o, 'selected') !== undefined) ?? options[0];
    return chosen ? (attribute(chosen, 'value') ?? text(chosen)) : '';
  }
  return attribute(element, 'value') ?? '';
}

/** The notice at the top of a form, if any. */
export const noticeOf = (form: Element) => {
  const notice = elements(form).find((e) => e.tagName === 'p' && attribute(e, 'role') === 'status');
  return notice && text(notice);
};
