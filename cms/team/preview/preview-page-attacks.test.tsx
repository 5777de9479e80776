// Attacks on the preview's HTML rewriting (issue 35), through previewPage and read back with parse5, as a browser
// reads the page:
// - hostile text in a title and a price (replacement patterns, a closing </script>, quotes, markup) comes out as
//   exactly that text, and the page has the same elements and attributes as with plain text;
// - a script anywhere in the render (the body, an SVG, a <template>, any case or type) does not reach the page, JSON-LD
//   data aside;
// - a root-relative address is moved into the preview however its attribute is written (quoted with ' or not at all,
//   in capitals, xlink:href, inside a <noscript> that a frame without scripts shows).
import { renderToString } from 'react-dom/server';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/content/escape-html.ts';
import { serializeJsonLd } from '../../../src/seo/json-ld.ts';
import { previewPage } from './preview-page.ts';
import type { RenderedPage } from './renderer.ts';

type Element = DefaultTreeAdapterTypes.Element;

const template = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <script type="module" src="/src/entry-client.tsx"></script>
  </body>
</html>`;
const prefix = '/drafts/summer/preview';
const bar = { slug: 'summer', commit: '0123456789', editorHref: '/?draft=summer' };
const STYLE = '.price{font-weight:700}';

const HOSTILE_TITLE = `Sale $\` $& $' $$ $1 </script><script>alert(1)</script> "quoted" 'single' <b onclick="x()">b</b> &amp; </title><!--app-html-->`;
const HOSTILE_PRICE = `$&19.99 $\`/mo $' </style></script><img src=x onerror=alert(1)> "every" 'month'`;

/** A page as the site renders one: head tags written with the one escaper, JSON-LD, the body by React. */
function sitePage(title: string, price: string): RenderedPage {
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<script type="application/ld+json">${serializeJsonLd({ '@type': 'Product', name: title })}</script>`,
    `<style data-styled="active">${STYLE}</style>`,
  ].join('\n');
  const html = renderToString(
    <main>
      <h1>{title}</h1>
      <p className="price">{price}</p>
      <a href="/hosting/shared" title={title}>
        {title}
      </a>
      <img src="/static/img/p.png" alt={price} />
    </main>,
  );
  return { status: 200, head, html, inline: { scripts: [], styles: [STYLE] } };
}

function elements(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : []));
}
const text = (element: Element | undefined): string =>
  (element?.childNodes ?? []).map((n) => ('value' in n ? n.value : 'tagName' in n ? text(n) : '')).join('');
const attr = (element: Element | undefined, name: string) => element?.attrs.find((a) => a.name === name)?.value;
/** Each element as its tag and its attributes' names: what a page's markup is, whatever its text. */
const shape = (html: string) =>
  elements(parse(html)).map((e) => `${e.tagName}[${e.attrs.map((a) => a.name).join(',')}]`);

describe('hostile text in a previewed page', () => {
  it('is shown as exactly its text, with no element or attribute of its own', () => {
    const { html } = previewPage(template, sitePage(HOSTILE_TITLE, HOSTILE_PRICE), prefix, bar);
    const plain = previewPage(template, sitePage('Plain title', 'Plain price'), prefix, bar).html;
    expect(shape(html)).toEqual(shape(plain));

    const all = elements(parse(html));
    const find = (test: (e: Element) => boolean) => all.find(test);
    expect(text(find((e) => e.tagName === 'title'))).toBe(HOSTILE_TITLE);
    expect(text(find((e) => e.tagName === 'h1'))).toBe(HOSTILE_TITLE);
    expect(text(find((e) => attr(e, 'class') === 'price'))).toBe(HOSTILE_PRICE);
    expect(
      attr(
        find((e) => attr(e, 'property') === 'og:title'),
        'content',
      ),
    ).toBe(HOSTILE_TITLE);
    const link = find((e) => e.tagName === 'a' && attr(e, 'title') !== undefined);
    expect([attr(link, 'href'), attr(link, 'title'), text(link)]).toEqual([
      `${prefix}/hosting/shared`,
      HOSTILE_TITLE,
      HOSTILE_TITLE,
    ]);
    expect(
      attr(
        find((e) => e.tagName === 'img'),
        'alt',
      ),
    ).toBe(HOSTILE_PRICE);
    const data = find((e) => e.tagName === 'script');
    expect(JSON.parse(text(data))).toEqual({ '@type': 'Product', name: HOSTILE_TITLE });
    expect(all.filter((e) => e.tagName === 'script').map((e) => attr(e, 'type'))).toEqual(['application/ld+json']);
  });
});

describe('a script the render holds', () => {
  it('never reaches the page, wherever and however it is written; JSON-LD data stays', () => {
    const rendered: RenderedPage = {
      status: 200,
      head: [
        '<script>document.title="theme"</script>',
        '<SCRIPT TYPE="text/javascript">alert("caps")</SCRIPT>',
        '<script type=" Application/LD+JSON ">{"@type":"Organization"}</script>',
      ].join(''),
      html: [
        '<p>before</p><script>alert("body")</script>',
        '<script type="module">import "/x.js"</script>',
        '<script src="/static/js/evil.js"></script>',
        '<svg><script>alert("svg")</script><script href="/x.js"></script></svg>',
        '<template><script>alert("template")</script></template>',
        '<p>after</p>',
      ].join(''),
      inline: { scripts: ['document.title="theme"'], styles: [] },
    };
    const { html, assets } = previewPage(template, rendered, prefix, bar);
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts).toEqual(['<script type=" Application/LD+JSON ">']);
    expect(html).not.toMatch(/alert|import "|evil|entry-client/);
    expect(html).toContain('<p>before</p><svg></svg><template></template><p>after</p>');
    expect([...assets]).toEqual([]);
  });
});

describe('a root-relative address', () => {
  it('is moved into the preview however its attribute is written', () => {
    const rendered: RenderedPage = {
      status: 200,
      head: `<link rel='preload' href='/static/img/single.svg' as='image'>`,
      html: [
        `<a href='/hosting'>single quotes</a>`,
        '<a href=/domains>no quotes</a>',
        '<A HREF="/about">capitals</A>',
        `<img SRC=/static/img/bare.png alt=x>`,
        `<img srcset="  /static/img/a-320.avif 320w ,/static/img/a-640.avif   640w" alt="">`,
        '<svg><use xlink:href="/@icon-sprite.svg#mail"></use></svg>',
        '<noscript><img src="/static/img/noscript.png" alt=""></noscript>',
        `<form action='/contact'></form>`,
      ].join(''),
      inline: { scripts: [], styles: [] },
    };
    const { html, assets } = previewPage(template, rendered, prefix, bar);
    const document = parse(html, { scriptingEnabled: false });
    const addresses = elements(document).flatMap((e) =>
      e.attrs.filter((a) => ['href', 'src', 'srcset', 'action'].includes(a.name)).map((a) => a.value),
    );
    expect(addresses).toEqual([
      `${prefix}/static/img/single.svg`,
      '/?draft=summer',
      `${prefix}/hosting`,
      `${prefix}/domains`,
      `${prefix}/about`,
      `${prefix}/static/img/bare.png`,
      `  ${prefix}/static/img/a-320.avif 320w ,${prefix}/static/img/a-640.avif   640w`,
      `${prefix}/@icon-sprite.svg#mail`,
      `${prefix}/static/img/noscript.png`,
      `${prefix}/contact`,
    ]);
    expect([...assets].sort()).toEqual([
      '/@icon-sprite.svg',
      '/static/img/a-320.avif',
      '/static/img/a-640.avif',
      '/static/img/bare.png',
      '/static/img/noscript.png',
      '/static/img/single.svg',
    ]);
  });
});
