// A previewed page as the service sends it: the site's template (index.html) filled with the render of
// src/entry-server.tsx like the prerender fills it, but with no script (the preview is for content: no hydration, no
// theme script), a bar that says which draft and commit it shows, and every root-relative address moved inside the
// draft's preview, so its links stay there and its files (images, the font, the icon sprite) load from it. Its
// Content-Security-Policy allows no script, no form submission, framing by the editor's own origin only (the team's
// editor shows the page beside the form), and only the inline styles the render
// handed over (by hash), plus the bar's own: nothing the service's own pages do not allow.
import { sha256 } from '../../../src/server/csp.ts';
import { escapeHtml } from '../../../src/content/escape-html.ts';
import type { RenderedPage } from './renderer.ts';

/** The attributes that hold an address; the first three name pages when on an <a>, <area> or <form>. */
const URL_ATTRIBUTE = /(\s(?:href|src|srcset|action|poster|xlink:href)=")([^"]*)"/gi;
const PAGE_TAGS = new Set(['a', 'area', 'form']);
const TAG = /<([a-zA-Z][\w:-]*)(\s[^<>]*)?>/g;
const CSS_URL = /url\((['"]?)(\/(?!\/)[^'")\s]*)\1\)/g;

const isRootRelative = (address: string) => address.startsWith('/') && !address.startsWith('//');

/** Moves root-relative addresses under the prefix; `asset` hears each one that names a file rather than a page. */
export function addressMover(prefix: string, asset: (address: string) => void) {
  const move = (address: string) => (isRootRelative(address) ? `${prefix}${address}` : address);
  const moveAsset = (address: string) => {
    if (isRootRelative(address)) asset(address.split(/[?#]/)[0]!);
    return move(address);
  };
  return {
    css: (css: string) =>
      css.replace(CSS_URL, (_, quote: string, address: string) => `url(${quote}${moveAsset(address)}${quote})`),
    html: (html: string) =>
      html.replace(TAG, (tag, name: string) => {
        const page = PAGE_TAGS.has(name.toLowerCase());
        return tag.replace(URL_ATTRIBUTE, (_, start: string, value: string) => {
          const srcset = /srcset/i.test(start);
          const moved = srcset
            ? value
                .split(',')
                .map((candidate) =>
                  candidate.replace(/^(\s*)(\S+)/, (__, space: string, url: string) => space + moveAsset(url)),
                )
                .join(',')
            : page
              ? move(value)
              : moveAsset(value);
          return `${start}${moved}"`;
        });
      }),
  };
}

export interface PreviewBar {
  slug: string;
  commit: string;
  /** Where the draft is open in the editor */
  editorHref: string;
}

// At the foot of the window, where it covers none of the site's own header (which sticks to the top).
const BAR_CSS =
  'body{padding-bottom:3rem}.cms-preview-bar{position:fixed;left:0;right:0;bottom:0;z-index:2147483647;display:flex;' +
  'flex-wrap:wrap;gap:.25rem 1rem;align-items:center;padding:.5rem 1rem;font:14px/1.4 system-ui,sans-serif;' +
  'background:#fff4c2;color:#1d2330;border-top:2px solid #8a6d00}.cms-preview-bar a{color:#1f3fa6}';

function barHtml({ slug, commit, editorHref }: PreviewBar) {
  return (
    `<div class="cms-preview-bar" role="note"><strong>Preview of the draft ${escapeHtml(slug)}</strong>` +
    `<span>at its save ${escapeHtml(commit.slice(0, 7))}, without the site’s scripts: menus, forms and search do not work here.</span>` +
    `<a href="${escapeHtml(editorHref)}" target="_top">Back to the draft</a></div>`
  );
}

/** The policy of a previewed page: its inline styles by hash, files from this origin, nothing else. */
export function previewPolicy(styles: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${[...new Set(styles.map(sha256))].join(' ')}`,
    "img-src 'self'",
    "font-src 'self'",
    "form-action 'none'",
    // The team's editor shows it beside the form (cms/app/preview/DraftPagePreview.tsx): framed by its own origin only.
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

/** A page of a draft's preview: its HTML, its policy, and the files (site addresses) it names. */
export function previewPage(template: string, rendered: RenderedPage, prefix: string, bar: PreviewBar) {
  const assets = new Set<string>();
  const mover = addressMover(prefix, (address) => assets.add(address));
  let head = rendered.head;
  // No script runs in a preview: the theme script goes (the template's data-theme stays), JSON-LD data stays.
  for (const script of rendered.inline.scripts) head = head.split(`<script>${script}</script>`).join('');
  // The inline styles are moved as they are hashed: the text in the page is the text the policy names.
  const styles = [...new Set(rendered.inline.styles)].filter(Boolean);
  for (const style of styles) head = head.split(style).join(mover.css(style));
  const page = template
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => rendered.html);
  // The bar is the service's: its link leads back to the editor, out of the preview.
  const html = mover
    .html(page)
    .replace('</head>', () => `  <style>${BAR_CSS}</style>\n  </head>`)
    .replace(/<body[^>]*>/, (body) => `${body}\n    ${barHtml(bar)}`);
  return { html, policy: previewPolicy([...styles.map(mover.css), BAR_CSS]), assets };
}
