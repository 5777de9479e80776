// The live preview's page (the page the editor frames): the site's own index.html, loading the preview's entry instead
// of the site's (which would route and render by itself), and naming the editor's origins, the only pages it takes
// data from (cms/editor/preview/frame/). Changed as a tree: the origins go in as an attribute's value, never as text.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  attributeOf,
  elementsOf,
  htmlElement,
  insertNodes,
  nodesOf,
  parseDocument,
  serializeDocument,
} from './html-tree.ts';

const SITE_ENTRY = '/src/entry-client.tsx';
const ENTRY = '/cms/editor/preview/frame/main.tsx';

export function framePage(index: string, editorOrigins: readonly string[]): string {
  const document = parseDocument(index);
  const entry = elementsOf(document).find((e) => e.tagName === 'script' && attributeOf(e, 'src') === SITE_ENTRY);
  if (!entry) throw new Error(`index.html no longer loads ${SITE_ENTRY}: update cms/local-api/live-preview-frame.ts`);
  for (const attribute of entry.attrs) if (attribute.name === 'src') attribute.value = ENTRY;
  const head = htmlElement(document, 'head');
  const meta = createElement('meta', { name: 'live-preview-editor', content: editorOrigins.join(' ') });
  insertNodes(head, nodesOf(head, renderToStaticMarkup(meta)), 'end');
  return serializeDocument(document);
}
