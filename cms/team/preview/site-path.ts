// The address of a page (or of a file a page names) inside a draft's preview, from the request's path as sent:
// /drafts/<slug>/preview/<site path>. Each segment is decoded once and must then be a plain name: no "." or "..",
// no slash, backslash, NUL or percent sign left (an encoded %2F, a double-encoded %252E), nothing outside the
// characters the site's addresses use. Anything else is refused rather than cleaned up.

/**
 * What a site path's segments may hold: the site's own addresses, its hashed files and the dev server's own
 * (/@font/inter.woff2, /@icon-sprite.svg).
 */
const SEGMENT = /^[A-Za-z0-9._~@+-]+$/;

export const previewPrefix = (slug: string) => `/drafts/${slug}/preview`;

/** The site path (/hosting/shared, / for the home page), or null when the address is refused. */
export function sitePathOf(pathname: string, slug: string, prefix = previewPrefix(slug)): string | null {
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
  const rest = pathname.slice(prefix.length).split('/').filter(Boolean);
  const segments: string[] = [];
  for (const raw of rest) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || !SEGMENT.test(segment)) return null;
    segments.push(segment);
  }
  // A trailing slash names the same page (/hosting/ is /hosting).
  return `/${segments.join('/')}`;
}
