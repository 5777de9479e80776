// A previewed page: the site's template filled like the prerender fills it, no script left, every root-relative
// address moved into the draft's preview (pages as links, files as files), and a policy that allows the inline
// styles by the hashes of the texts in the page and nothing the service's pages do not.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { previewPage } from './preview-page.ts';

const template = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <script type="module" src="/src/entry-client.tsx"></script>
  </body>
</html>`;
const theme = 'document.documentElement.dataset.theme="light"';
const fonts = "@font-face{font-family:Inter;src:url(/@fs/m/inter.woff2) format('woff2')}";
const components = ".a{background:url('/static/img/hero-1.svg')}.b{color:red}";
const rendered = {
  status: 200,
  head: [
    `<script>${theme}</script>`,
    `<style data-precedence="fonts" data-href="f">${fonts}</style>`,
    '<link rel="preload" href="/static/img/hero-1.svg" as="image"/>',
    '<link rel="canonical" href="https://www.example.com/hosting/shared" />',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    `<style data-styled="active">${components}</style>`,
  ].join('\n'),
  html: [
    '<a href="/hosting">Hosting</a><a href="https://elsewhere.example/">Out</a><a href="#plans">Plans</a>',
    '<svg><use href="/@icon-sprite.svg#server"></use></svg>',
    '<picture><source srcset="/static/img/p-320.avif 320w, /static/img/p-640.avif 640w"/><img src="/static/img/p.png" alt=""/></picture>',
    '<form action="/domains"><input name="q"/></form>',
    '<p>Text with href="/not-a-tag" in it, escaped: &lt;a href=&quot;/x&quot;&gt;</p>',
  ].join(''),
  inline: { scripts: [theme], styles: [fonts, components] },
};
const prefix = '/drafts/summer/preview';
const page = () =>
  previewPage(template, rendered, prefix, { slug: 'summer', commit: '0123456789', editorHref: '/?draft=summer' });
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a previewed page', () => {
  it('runs no script: no theme script, no app entry, JSON-LD data kept', () => {
    const { html } = page();
    expect(html).not.toContain(theme);
    expect(html).not.toContain('entry-client');
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual(['<script type="application/ld+json">']);
  });

  it('moves root-relative addresses into the preview, and leaves others and the text alone', () => {
    const { html, assets } = page();
    expect(html).toContain(`<a href="${prefix}/hosting">`);
    expect(html).toContain('<a href="https://elsewhere.example/">');
    expect(html).toContain('<a href="#plans">');
    // The page is written by the HTML serializer: void elements without a closing slash.
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/hosting/shared">');
    expect(html).toContain(`<use href="${prefix}/@icon-sprite.svg#server">`);
    expect(html).toContain(`srcset="${prefix}/static/img/p-320.avif 320w, ${prefix}/static/img/p-640.avif 640w"`);
    expect(html).toContain(`<img src="${prefix}/static/img/p.png"`);
    expect(html).toContain(`<form action="${prefix}/domains">`);
    expect(html).toContain(`<link rel="icon" href="${prefix}/favicon.svg"`);
    expect(html).toContain(`url(${prefix}/@fs/m/inter.woff2)`);
    expect(html).toContain(`url('${prefix}/static/img/hero-1.svg')`);
    expect(html).toContain('href="/not-a-tag" in it');
    // Files, not pages, are what the preview may hand over.
    expect([...assets].sort()).toEqual([
      '/@fs/m/inter.woff2',
      '/@icon-sprite.svg',
      '/favicon.svg',
      '/static/img/hero-1.svg',
      '/static/img/p-320.avif',
      '/static/img/p-640.avif',
      '/static/img/p.png',
    ]);
  });

  it('says which draft and save it shows, with a way back to the editor', () => {
    const { html } = page();
    expect(html).toMatch(/<body>\s*<div class="cms-preview-bar" role="note">/);
    expect(html).toContain('Preview of the draft summer');
    expect(html).toContain('as last saved');
    // A marketer's words: no commit.
    expect(html).not.toContain('0123456');
    expect(html).toContain('without the site’s scripts');
    expect(html).toContain('<a href="/?draft=summer" target="_top">Back to the draft</a>');
  });

  it('allows each inline style of the page by its hash; no script, form or base; framed by its own origin only', () => {
    const { html, policy } = page();
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    // The page's two, the bar's and the click-to-edit outline's.
    expect(styles).toHaveLength(4);
    for (const style of styles) expect(policy).toContain(hash(style));
    expect(policy.split('; ')).toEqual([
      "default-src 'none'",
      expect.stringMatching(/^style-src ('sha256-[^']+' ?){4}$/),
      "img-src 'self'",
      "font-src 'self'",
      "form-action 'none'",
      "frame-ancestors 'self'",
      "base-uri 'none'",
    ]);
    expect(policy).not.toMatch(/unsafe|script-src/);
  });
});
