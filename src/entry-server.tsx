import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, type RouteObject } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import site from 'virtual:content/site';
import { feedPaths, pagePaths } from './vocabulary/paths.ts';
import { canonicalUrl, type RouteMeta } from './layout/route-meta.ts';
import { AppRoutes, loadMatches } from './layout/routing.tsx';
import { organization, serializeJsonLd } from './seo/json-ld.ts';
import { SHARE_IMAGE, shareImageType } from './seo/share-card.ts';
import { themeScript } from './features/theme/theme-script.ts';
import kbRoutes from 'virtual:content/kb-routes';
import { canonicalPaths as listedCanonical, prerenderPaths as listedPaths, routes } from './routes.tsx';
import type { Rendered } from './server/page-render.ts';
import { escapeHtml } from './content/escape-html.ts';
import { SENT_NOTICE_ID, SentFormContext, sentNoticeJson, type SentForm } from './ui/sent-form.tsx';

// The help center's pages are not in the table the browser loads first (src/layout/unlisted.tsx), but they are
// prerendered and in the sitemap like every other.
/** Every path to prerender: canonical paths and their aliases. */
export const prerenderPaths = [...listedPaths, ...kbRoutes.flatMap((e) => [e.path, ...(e.aliases ?? [])])];
/** Canonical paths only, for the sitemap. */
export const canonicalPaths = [...listedCanonical, ...kbRoutes.map((e) => e.path)];
export { canonicalUrl };

export type { Rendered };

/** Every blog page (the index, the posts, the category pages) names the blog's feeds, where feed readers look. */
const feedLinks = (path: string) =>
  path === pagePaths.blog || path.startsWith(`${pagePaths.blog}/`)
    ? [
        ['application/rss+xml', 'RSS', feedPaths.rss],
        ['application/atom+xml', 'Atom', feedPaths.atom],
      ].map(
        ([type, format, href]) =>
          `<link rel="alternate" type="${type}" title="${escapeHtml(`${site.name} (${format})`)}" href="${href}" />`,
      )
    : [];

/** Title, description, canonical URL (or noindex), Open Graph and X cards, feeds, and the page's JSON-LD. */
function headTags(meta: RouteMeta): string[] {
  const url = canonicalUrl(meta.path);
  // The page's share card (src/assembly/share-card-docs.ts); the not-found page shows the site's default picture.
  const picture = meta.image ?? site.seo.image;
  const image = canonicalUrl(picture);
  const imageAlt = meta.imageAlt ?? site.seo.imageAlt;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  // The not-found page answers addresses that are no page: it has no URL of its own to declare, and stays unindexed.
  const address = meta.noindex
    ? [named('robots', 'noindex')]
    : [`<link rel="canonical" href="${escapeHtml(url)}" />`, property('og:url', url)];
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    ...address,
    ...feedLinks(meta.path),
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', site.name),
    property('og:locale', site.seo.locale),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:image', image),
    property('og:image:type', shareImageType(picture)),
    property('og:image:width', String(SHARE_IMAGE.width)),
    property('og:image:height', String(SHARE_IMAGE.height)),
    property('og:image:alt', imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:site', site.seo.twitter),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    named('twitter:image:alt', imageAlt),
    ...[organization(site), ...(meta.structuredData ?? [])].map(
      (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
    ),
  ];
}

/**
 * The route table with only the pages that can serve `path`: its own route and the not-found one. React Router ranks
 * every route of the table each time it matches a location, several times per render, which made prerendering
 * quadratic in the number of pages (about 20 ms more per page at 670 pages). A page renders only its own route, so
 * its HTML is the same; the browser keeps the whole table.
 */
function routesFor(path: string, table: RouteObject[] = routes): RouteObject[] {
  return table.flatMap((route) => {
    if (!route.children) return route.path === path || route.path === '*' ? [route] : [];
    const children = routesFor(path, route.children);
    return children.length ? [{ ...route, children }] : [];
  });
}

/**
 * Renders one address to static HTML: the app markup and the head tags (title, meta, canonical, styles). `url` is a
 * path with the query its page reads (/careers/apply?job=…); `sent` is what a visitor sent without JavaScript, which
 * the form it names shows again (src/ui/sent-form.tsx).
 */
export async function render(url: string, sent?: SentForm): Promise<Rendered> {
  const [path = url] = url.split('?', 1);
  const routes = routesFor(path);
  // The page's code and data, loaded before it renders (a failure fails the prerender).
  const pages = await loadMatches(routes, path);
  const sheet = new ServerStyleSheet();
  try {
    const rendered = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <SentFormContext value={sent ?? null}>
            <StaticRouter location={url}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </SentFormContext>
        </StrictMode>,
      ),
    );
    const meta = pages.at(-1)?.meta;
    // React writes ahead of the markup the resources its components ask for: resource hints (react-dom's preload:
    // the font, the hero's drawing) and hoisted stylesheets (<style href precedence>: the font faces). They belong
    // in the head, where the client's React finds the stylesheets again by their href.
    const [, hoisted = '', html = rendered] =
      /^((?:<link [^>]*\/>|<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>)*)([\s\S]*)$/.exec(
        rendered,
      ) ?? [];
    // React writes a stylesheet's text as it is (raw text, like the browser reads it): that text is what CSP hashes.
    const hoistedStyles = [...hoisted.matchAll(/<style [^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
    // JSON-LD blocks are data, never run: they need no hash.
    const styles = [
      ...hoistedStyles,
      ...sheet.getStyleElement().map((element) => {
        const { dangerouslySetInnerHTML } = element.props as { dangerouslySetInnerHTML?: { __html?: string } };
        return dangerouslySetInnerHTML?.__html ?? '';
      }),
    ];
    const head = [
      `<script>${themeScript}</script>`,
      hoisted,
      ...(meta ? headTags(meta) : []),
      // Data, never run (no hash needed): the notice the browser hydrates with (src/ui/sent-form.tsx).
      ...(sent?.notice
        ? [`<script type="application/json" id="${SENT_NOTICE_ID}">${sentNoticeJson(sent)}</script>`]
        : []),
      sheet.getStyleTags(),
    ].join('\n    ');
    const status = pages.length ? 200 : 404;
    return { status, head, html, inline: { scripts: [themeScript], styles }, wasm: meta?.search === true };
  } finally {
    sheet.seal();
  }
}

// The prerender workers write each page into the template, with the policy of the inline code it holds.
export { pageRenderer } from './server/page-render.ts';
// The prerender writes the sitemap's dates and the blog's feeds from the same route documents.
export { routeDocuments } from './build/route-documents.ts';
// The build's card step draws the share cards the heads name, from the same route documents (scripts/share-cards.ts).
export { shareCards } from './build/share-card-list.ts';
