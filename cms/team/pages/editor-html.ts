// The editor's page for one response: the built app's index.html with its meta elements (EditorMeta.tsx) put at the
// end of its head, as nodes of the page's tree: the values go in through React and the serializer, never into the
// text of the page.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlElement, insertNodes, nodesOf, parseDocument, serializeDocument } from '../../local-api/html-tree.ts';
import { EditorMeta, type EditorMetaProps } from './EditorMeta.tsx';

export function editorHtml(template: string, values: EditorMetaProps): string {
  const document = parseDocument(template);
  const head = htmlElement(document, 'head');
  insertNodes(head, nodesOf(head, renderToStaticMarkup(createElement(EditorMeta, values))), 'end');
  return serializeDocument(document);
}
