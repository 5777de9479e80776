// The editor's page for one response: its meta elements put into the head of the built index.html as values,
// whatever they hold (replacement patterns, quotes, markup), read back as a browser reads the page.
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { editorHtml } from './editor-html.ts';

type Element = DefaultTreeAdapterTypes.Element;
function elements(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : []));
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const TEMPLATE =
  '<!doctype html><html><head><title>Editor</title><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('the editor’s page', () => {
  it('carries the token and the nonce at the end of its head, as values', () => {
    const csrf = `$\` $& $' $$ "><script>alert(1)</script>`;
    const nonce = `$&"></head><body>`;
    const all = elements(parse(editorHtml(TEMPLATE, { csrf, nonce })));
    const head = all.find((e) => e.tagName === 'head')!;
    expect(head.childNodes.map((node) => ('tagName' in node ? node.tagName : node.nodeName))).toEqual([
      'title',
      'script',
      'meta',
      'meta',
    ]);
    const metas = all.filter((e) => e.tagName === 'meta');
    expect(
      metas.map((meta) => [attr(meta, 'name') ?? attr(meta, 'property'), attr(meta, 'content') ?? attr(meta, 'nonce')]),
    ).toEqual([
      ['cms-token', csrf],
      ['csp-nonce', nonce],
    ]);
    expect(all.filter((e) => e.tagName === 'script').map((e) => attr(e, 'src'))).toEqual(['/assets/index.js']);
  });
});
