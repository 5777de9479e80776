import { useEffect } from 'react';
import { canonicalUrl, type RouteMeta } from './route-meta.ts';

/** The head element a selector finds, made (as the prerender writes it) when the page arrived without one. */
function headElement(selector: string, make: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(make());
}

/** Canonical link for a page, robots noindex for the not-found page: as the prerender writes them (entry-server). */
function syncAddress(meta: RouteMeta) {
  const canonical = 'link[rel="canonical"]';
  const robots = 'meta[name="robots"]';
  if (meta.noindex) {
    document.head.querySelector(canonical)?.remove();
    headElement(robots, () => Object.assign(document.createElement('meta'), { name: 'robots' })).setAttribute(
      'content',
      'noindex',
    );
    return;
  }
  document.head.querySelector(robots)?.remove();
  headElement(canonical, () => Object.assign(document.createElement('link'), { rel: 'canonical' })).setAttribute(
    'href',
    canonicalUrl(meta.path),
  );
}

/** Keeps title, description and canonical link in step with client-side navigation: each page renders its own. */
export function DocumentMeta({ meta }: { meta: RouteMeta }) {
  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    syncAddress(meta);
  }, [meta]);
  return null;
}
