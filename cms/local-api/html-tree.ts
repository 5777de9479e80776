// HTML the editor's servers must read or change (a page template, a rendered page) is handled as a tree (parse5),
// never as text: a value put in by a text replacement can close a tag or open one (`</head>`, a quote), and a
// replacement string's patterns (`$&`, `` $` ``) become markup. Values go in as nodes: text, attribute values, or
// elements parsed from React's static markup, and the serializer escapes them.
import { defaultTreeAdapter, html, parse, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';

export type Document = DefaultTreeAdapterTypes.Document;
export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;
export type ChildNode = DefaultTreeAdapterTypes.ChildNode;

/**
 * How pages are read and written here. Scripting off: a <noscript>'s content is read as elements (so its addresses are
 * seen and its text escaped on the way out), as a frame that runs no script shows it.
 */
const OPTIONS = { scriptingEnabled: false } as const;

export const parseDocument = (text: string): Document => parse(text, OPTIONS);
export const serializeDocument = (document: Document): string => serialize(document, OPTIONS);
/** The markup of an element's content (a page's <body>), without the element itself. */
export const serializeContent = (element: Element): string => serialize(element, OPTIONS);

const isElement = (node: DefaultTreeAdapterTypes.Node): node is Element => 'tagName' in node;
const isTemplate = (element: Element): element is DefaultTreeAdapterTypes.Template =>
  element.tagName === 'template' && element.namespaceURI === html.NS.HTML;

/** Every element under `node`, in document order, a <template>'s content included; a list, so it may be changed. */
export function elementsOf(node: ParentNode): Element[] {
  const found: Element[] = [];
  const visit = (parent: ParentNode) => {
    for (const child of parent.childNodes) {
      if (!isElement(child)) continue;
      found.push(child);
      visit(child);
      if (isTemplate(child)) visit(defaultTreeAdapter.getTemplateContent(child));
    }
  };
  visit(node);
  return found;
}

/** The HTML element of that name (head, body), which the parser always makes. */
export function htmlElement(document: Document, tagName: 'head' | 'body'): Element {
  const element = elementsOf(document).find((e) => e.tagName === tagName && e.namespaceURI === html.NS.HTML);
  if (!element) throw new Error(`The page has no <${tagName}>`);
  return element;
}

/** An attribute's qualified name: `xlink:href` on an SVG element is `href` in the xlink namespace. */
export const attributeName = (attribute: { name: string; prefix?: string }) =>
  attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;

export const attributeOf = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attributeName(attribute) === name)?.value;

/** The text of an element that holds only text (<style>, <script>, <title>). */
export const textOf = (element: Element): string =>
  element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');

export function setText(element: Element, text: string) {
  element.childNodes = [];
  defaultTreeAdapter.insertText(element, text);
}

export function removeNode(node: ChildNode) {
  defaultTreeAdapter.detachNode(node);
}

/** A new HTML element holding only text: a <style> the server adds. */
export function textElement(tagName: string, text: string): Element {
  const element = defaultTreeAdapter.createElement(tagName, html.NS.HTML, []);
  defaultTreeAdapter.insertText(element, text);
  return element;
}

/** Markup (React's static markup) as nodes, parsed as the content of `parent` would be. */
export const nodesOf = (parent: Element, markup: string): ChildNode[] =>
  parseFragment(parent, markup, OPTIONS).childNodes;

/** Puts the nodes at the start of `parent`, or at its end. */
export function insertNodes(parent: Element, nodes: readonly ChildNode[], where: 'start' | 'end') {
  const before = where === 'start' ? parent.childNodes[0] : undefined;
  for (const node of [...nodes]) {
    defaultTreeAdapter.detachNode(node);
    if (before) defaultTreeAdapter.insertBefore(parent, node, before);
    else defaultTreeAdapter.appendChild(parent, node);
  }
}
