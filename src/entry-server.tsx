import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import site from 'virtual:content/site';
import { canonicalUrl, metaOf, type RouteMeta } from './layout/route-meta';
import { organization, serializeJsonLd } from './seo/json-ld';
import { themeScript } from './features/theme/theme-script';
import { canonicalPaths, prerenderPaths, routes } from './routes';

export { canonicalPaths, canonicalUrl, prerenderPaths };

export interface Rendered {
  status: number;
  head: string;
  html: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** Title, description, canonical URL, Open Graph and X cards, and the page's JSON-LD. */
function headTags(meta: RouteMeta): string[] {
  const url = canonicalUrl(meta.path);
  const image = canonicalUrl(meta.image ?? site.seo.image);
  const property = (name: string, content: string) => `<meta property="${name}" content="${escape(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escape(content)}" />`;
  return [
    `<title>${escape(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escape(url)}" />`,
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', site.name),
    property('og:locale', site.seo.locale),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:alt', meta.imageAlt ?? site.seo.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:site', site.seo.twitter),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    ...[organization(site), ...(meta.structuredData ?? [])].map(
      (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
    ),
  ];
}

// One handler for every page: building it flattens and ranks the whole route table, which is worth doing once.
const handler = createStaticHandler(routes);

/** Renders one URL to static HTML: the app markup and the head tags (title, meta, canonical, styles). */
export async function render(path: string): Promise<Rendered> {
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
    const head = [`<script>${themeScript}</script>`, ...(meta ? headTags(meta) : []), sheet.getStyleTags()].join(
      '\n    ',
    );
    return { status: context.statusCode, head, html };
  } finally {
    sheet.seal();
  }
}

// The prerender workers hash each page's inline code with the same function the tests check.
export { contentSecurityPolicy } from './server/csp';
