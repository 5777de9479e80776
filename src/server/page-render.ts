// A page as the site serves it: the render of one address (src/entry-server.tsx) put into the page template, with the
// Content-Security-Policy of exactly the inline code that render and template wrote. The prerender writes every page
// this way (scripts/prerender-worker.mjs), and the server answers the same way when a page must show what a visitor
// sent without JavaScript (a search, a form): React renders what was sent as props, so it is escaped like any text.
import { contentSecurityPolicy, type InlineCode } from './csp.ts';
import type { SentForm } from '../ui/sent-form.tsx';

/** One address rendered by the app (src/entry-server.tsx). */
export interface Rendered {
  status: number;
  head: string;
  html: string;
  /** The inline code written into the head, for the page's CSP: the theme script and the component styles */
  inline: InlineCode;
  /** The page shows the help center's search, which compiles WebAssembly: its CSP allows that */
  wasm: boolean;
}

/** Renders an address (a path, with its query when the page reads one), showing `sent` in its form. */
export type RenderRoute = (url: string, sent?: SentForm) => Promise<Rendered>;

/** Vite's index.html with the prerender's inline loader in it (dist/page-template.json), and that loader's text. */
export interface PageTemplate {
  html: string;
  scripts: readonly string[];
}

/** A whole page: its status, HTML and policy. */
export interface Page {
  status: number;
  html: string;
  policy: string;
}

export type RenderPage = (url: string, sent?: SentForm) => Promise<Page>;

const HEAD_SLOT = '<!--app-head-->';
const HTML_SLOT = '<!--app-html-->';

/** The template with each slot's text put in as it is (no replacement patterns: `$&` in a value stays `$&`). */
function fillTemplate(template: string, head: string, html: string): string {
  const headAt = template.indexOf(HEAD_SLOT);
  const htmlAt = template.indexOf(HTML_SLOT);
  if (headAt < 0 || htmlAt < headAt) throw new Error(`The page template has no ${HEAD_SLOT} before ${HTML_SLOT}`);
  return [
    template.slice(0, headAt),
    head,
    template.slice(headAt + HEAD_SLOT.length, htmlAt),
    html,
    template.slice(htmlAt + HTML_SLOT.length),
  ].join('');
}

/**
 * What was sent, its line ends as HTML carries them (\n): a browser sends a textarea's as \r\n, and the HTML parser
 * reads either as \n anyway, but drops a <textarea>'s first line end unless it is written twice, which React does for
 * a value starting with \n only.
 */
const carried = (sent: SentForm): SentForm => ({
  ...sent,
  values: Object.fromEntries(Object.entries(sent.values).map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')])),
});

/** Renders whole pages with `render` into `template`. */
export const pageRenderer =
  (render: RenderRoute, template: PageTemplate): RenderPage =>
  async (url, sent) => {
    const { status, head, html, inline, wasm } = await render(url, sent && carried(sent));
    const scripts = [...inline.scripts, ...template.scripts];
    return {
      status,
      html: fillTemplate(template.html, head, html),
      policy: contentSecurityPolicy({ scripts, styles: inline.styles }, { wasm }),
    };
  };
