// A previewed page as the service sends it: the site's template (index.html) filled with the render of
// src/entry-server.tsx like the prerender fills it, but with no script (the preview is for content: no hydration, no
// theme script), a bar that says which draft it shows (as saved, unsaved, or as of a time), and every root-relative address moved inside the
// draft's preview, so its links stay there and its files (images, the font, the icon sprite) load from it. Its
// Content-Security-Policy allows no script, no form submission, framing by the editor's own origin only (the team's
// editor shows the page beside the form), and only the inline styles the render handed over (by hash), plus the
// bar's own: nothing the service's own pages do not allow.
//
// The page is read and changed as a tree (parse5, cms/local-api/html-tree.ts): a script is an element wherever it is,
// an address an attribute's value, a stylesheet a <style>'s text; what goes in is escaped by the serializer.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { html } from 'parse5';
import { sha256 } from '../../../src/server/csp.ts';
import {
  attributeName,
  attributeOf,
  elementsOf,
  htmlElement,
  insertNodes,
  nodesOf,
  parseDocument,
  removeNode,
  serializeContent,
  serializeDocument,
  setText,
  textElement,
  textOf,
  type Element,
} from '../../local-api/html-tree.ts';
import { addressMover, URL_ATTRIBUTES } from './address-mover.ts';
import { BAR_CSS, PreviewBar, type PreviewBarProps } from './PreviewBar.tsx';
import { EDIT_CSS } from '../../shared/visual-edit/overlay.ts';
import type { RenderedPage } from './renderer.ts';

const HEAD_SLOT = '<!--app-head-->';
const HTML_SLOT = '<!--app-html-->';

/** The policy of a previewed page: its inline styles by hash, files from this origin, nothing else. */
export function previewPolicy(styles: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${[...new Set(styles.map(sha256))].join(' ')}`,
    "img-src 'self'",
    "font-src 'self'",
    "form-action 'none'",
    // The team's editor shows it beside the form (cms/editor/preview/DraftPagePreview.tsx): framed by its own origin only.
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

/** The template with the render in its two slots, cut at the template's own slots: the render is never searched. */
function composed(template: string, head: string, body: string): string {
  const headAt = template.indexOf(HEAD_SLOT);
  const bodyAt = template.indexOf(HTML_SLOT);
  if (headAt < 0 || bodyAt < headAt) throw new Error(`index.html has no ${HEAD_SLOT} followed by ${HTML_SLOT}`);
  return (
    template.slice(0, headAt) +
    head +
    template.slice(headAt + HEAD_SLOT.length, bodyAt) +
    body +
    template.slice(bodyAt + HTML_SLOT.length)
  );
}

/** JSON-LD is data a browser never runs: the one kind of <script> a preview keeps. */
const isData = (script: Element) =>
  script.namespaceURI === html.NS.HTML && attributeOf(script, 'type')?.trim().toLowerCase() === 'application/ld+json';

/** The parser reads CR LF and CR as LF: a stylesheet handed over is found in the page as the parser reads it. */
const asParsed = (text: string) => text.replace(/\r\n?/g, '\n');

/** A page of a draft's preview: its HTML, its policy, and the files (site addresses) it names. */
export function previewPage(template: string, rendered: RenderedPage, prefix: string, bar: PreviewBarProps) {
  const assets = new Set<string>();
  const mover = addressMover(prefix, (address) => assets.add(address));
  const document = parseDocument(composed(template, rendered.head, rendered.html));
  // Only the stylesheets the render handed over are allowed, by the hash of their text as the page serves it; any
  // other <style> stays refused, as on the site.
  const handed = new Set(rendered.inline.styles.filter(Boolean).map(asParsed));
  // The bar's, and the outline the team's editor draws under the pointer (click to edit) by setting an attribute.
  const styles: string[] = [BAR_CSS, EDIT_CSS];

  for (const element of elementsOf(document)) {
    // No script runs in a preview: the theme script and the app's entry go, wherever a script is; JSON-LD data stays.
    if (element.tagName === 'script') {
      if (!isData(element)) removeNode(element);
      continue;
    }
    for (const attribute of element.attrs)
      if (URL_ATTRIBUTES.has(attributeName(attribute)))
        attribute.value = mover.attribute(element.tagName, attributeName(attribute), attribute.value);
    if (element.tagName === 'style' && element.namespaceURI === html.NS.HTML && handed.has(textOf(element))) {
      // Moved as it is hashed: the text in the page is the text the policy names.
      const css = mover.css(textOf(element));
      setText(element, css);
      styles.push(css);
    }
  }

  // The bar is the service's, put in after the addresses moved: its link leads back to the editor, out of the preview.
  insertNodes(htmlElement(document, 'head'), [textElement('style', BAR_CSS), textElement('style', EDIT_CSS)], 'end');
  const body = htmlElement(document, 'body');
  insertNodes(body, nodesOf(body, renderToStaticMarkup(createElement(PreviewBar, bar))), 'start');
  // The body alone, for the team editor's live preview to swap into a page it shows (DraftPagePreview.tsx).
  return { html: serializeDocument(document), body: serializeContent(body), policy: previewPolicy(styles), assets };
}
