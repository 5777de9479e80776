// The build's copies of content/redirects.yaml: dist/redirects.json for the Node server (redirects.ts) and
// dist/client/_redirects for static hosts (Netlify, Cloudflare Pages and others that read the same format).
import { statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REDIRECTS_JSON, type Redirect } from './redirects.ts';

/** _redirects: one `from to status` line per rule, in the content's order (such hosts take the first match). */
export function redirectsFile(rules: Redirect[]): string {
  return [
    '# Written by scripts/prerender.ts from content/redirects.yaml: do not edit (docs/deploy.md).',
    ...rules.map(({ from, to, status }) => `${from} ${to} ${status}`),
    '',
  ].join('\n');
}

/** Paths of rules the built client has a file or a page for: the Node server would serve those and never redirect. */
export const shadowedPaths = (clientDir: string, rules: Redirect[]): string[] =>
  rules
    .map((rule) => rule.from)
    .filter((from) =>
      [from, path.join(from, 'index.html')].some((p) =>
        statSync(path.join(clientDir, p), { throwIfNoEntry: false })?.isFile(),
      ),
    );

/**
 * Writes both files once the pages are written. A rule from a path the build wrote a file for (a feed, a card, a
 * page the content check could not know of) stops the build: it would work on static hosts and not on the server.
 */
export async function writeRedirectFiles(outDir: string, rules: Redirect[]): Promise<void> {
  const clientDir = path.join(outDir, 'client');
  const shadowed = shadowedPaths(clientDir, rules);
  if (shadowed.length > 0)
    throw new Error(`content/redirects.yaml redirects from paths the build wrote a file for: ${shadowed.join(', ')}`);
  await writeFile(path.join(clientDir, REDIRECTS_JSON), `${JSON.stringify(rules, null, 2)}\n`);
  await writeFile(path.join(clientDir, '_redirects'), redirectsFile(rules));
}
