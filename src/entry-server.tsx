import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import site from 'virtual:content/site';
import fontUrl from 'virtual:font';
import { canonicalUrl, metaOf, type RouteMeta } from './layout/route-meta';
import { AppRoutes, loadMatches } from './layout/routing';
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

/** Title, description, canonical URL (or noindex), Open Graph and X cards, and the page's JSON-LD. */
function headTags(meta: RouteMeta): string[] {
  const url = canonicalUrl(meta.path);
  const image = canonicalUrl(meta.image ?? site.seo.image);
  const property = (name: string, content: string) => `<meta property="${name}" content="${escape(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escape(content)}" />`;
  // The not-found page answers addresses that are no page: it has no URL of its own to declare, and stays unindexed.
  const address = meta.noindex
    ? [named('robots', 'noindex')]
    : [`<link rel="canonical" href="${escape(url)}" />`, property('og:url', url)];
  return [
    `<title>${escape(meta.title)}</title>`,
    named('description', meta.description),
    ...address,
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', site.name),
    property('og:locale', site.seo.locale),
    property('og:title', meta.title),
    property('og:description', meta.description),
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

/** Renders one URL to static HTML: the app markup and the head tags (title, meta, canonical, styles). */
export async function render(path: string): Promise<Rendered> {
  const matches = await loadMatches(routes, path);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={path}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </StrictMode>,
      ),
    );
    const meta = metaOf(matches.map((m) => m.route));
    const head = [
      `<script>${themeScript}</script>`,
      ...(meta?.heroArt ? [`<link rel="preload" href="${meta.heroArt}" as="image" fetchpriority="high" />`] : []),
      `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin />`,
      ...(meta ? headTags(meta) : []),
      sheet.getStyleTags(),
    ].join('\n    ');
    return { status: matches.some((m) => m.error !== undefined) ? 500 : matches.length ? 200 : 404, head, html };
  } finally {
    sheet.seal();
  }
}

// The prerender workers hash each page's inline code with the same function the tests check.
export { contentSecurityPolicy } from './server/csp';
