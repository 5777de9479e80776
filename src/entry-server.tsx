import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { canonicalUrl, metaOf } from './layout/route-meta';
import { themeScript } from './features/theme/theme-script';
import { canonicalPaths, prerenderPaths, routes } from './routes';

export { canonicalPaths, prerenderPaths };
export const siteUrl = (path: string) => canonicalUrl(path);

export interface Rendered {
  status: number;
  head: string;
  html: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** Renders one URL to static HTML: the app markup and the head tags (title, meta, canonical, styles). */
export async function render(path: string): Promise<Rendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouterProvider router={router} context={context} />
        </StrictMode>,
      ),
    );
    const meta = metaOf(context.matches.map((m) => m.route));
    const head = [
      `<script>${themeScript}</script>`,
      meta && `<title>${escape(meta.title)}</title>`,
      meta && `<meta name="description" content="${escape(meta.description)}" />`,
      meta && `<link rel="canonical" href="${escape(canonicalUrl(meta.path))}" />`,
      sheet.getStyleTags(),
    ]
      .filter(Boolean)
      .join('\n    ');
    return { status: context.statusCode, head, html };
  } finally {
    sheet.seal();
  }
}
