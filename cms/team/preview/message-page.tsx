// The preview's own pages when there is no page to show: signed out, no such draft, an address refused, content that
// does not build (the loader's report, naming each file and field), a renderer that did not answer. Rendered by
// React, which escapes every value; one inline style allowed by its hash; no script, no form.
import { renderToStaticMarkup } from 'react-dom/server';
import { previewPolicy } from './preview-page.ts';

const CSS =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;background:#f4f5f7;color:#1d2330}' +
  'main{max-width:60rem;margin:auto;background:#fff;padding:1.5rem 2rem;border-radius:8px}' +
  'h1{font-size:1.3rem;margin:0 0 1rem}pre{white-space:pre-wrap;background:#fdecea;padding:1rem;border-left:4px solid #b3261e}' +
  'a{color:#1f3fa6}';

export interface Message {
  title: string;
  text: string;
  /** Shown as it is, in a block: the loader's report */
  report?: string;
  link?: { href: string; label: string };
}

export function messagePage({ title, text, report, link }: Message) {
  const markup = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{CSS}</style>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{text}</p>
          {report && <pre>{report}</pre>}
          {link && (
            <p>
              <a href={link.href}>{link.label}</a>
            </p>
          )}
        </main>
      </body>
    </html>,
  );
  return { html: `<!doctype html>${markup}`, policy: previewPolicy([CSS]) };
}
