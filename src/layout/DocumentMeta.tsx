import { useEffect } from 'react';
import { useMatches } from './routing';
import { canonicalUrl, metaOf } from './route-meta';

/** Keeps title, description and canonical link in step with client-side navigation. */
export function DocumentMeta() {
  const meta = metaOf(useMatches());
  useEffect(() => {
    if (!meta) return;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', canonicalUrl(meta.path));
  }, [meta]);
  return null;
}
