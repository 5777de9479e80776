// Every route's document as the prerender gets it (dates and structured data included), read from the same document
// modules the pages render (part of the server bundle): for the files the build writes beside the pages, the
// sitemap's dates and the blog's feeds (scripts/prerender.ts).
import kbEntries from 'virtual:content/kb-routes';
import listedEntries from 'virtual:content/routes';
import site from 'virtual:content/site';
import type { RouteDoc } from '../assembly/resolve.ts';

const entries = [...listedEntries, ...kbEntries];

export async function routeDocuments(): Promise<{ site: typeof site; docs: RouteDoc[] }> {
  return { site, docs: await Promise.all(entries.map(async (entry) => (await entry.load()).default)) };
}
