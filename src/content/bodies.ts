// MDX bodies of blog posts and legal documents, each its own chunk. Pages are prerendered with renderToString
// (which cannot wait for a lazy body) and then hydrated, so a route loads its bodies before it renders and the
// components read them synchronously with loadedBody().
import type { MDXContent } from 'mdx/types';
import bodies from 'virtual:content/bodies';

export type BodyKind = keyof typeof bodies;

const pending = new Map<string, Promise<MDXContent>>();
const loaded = new Map<string, MDXContent>();
const folders: Record<BodyKind, string> = { post: 'blog', legal: 'legal' };

/** Loads (once) the body of content/<blog|legal>/<slug>.mdx. */
export function loadBody(kind: BodyKind, slug: string): Promise<MDXContent> {
  const key = `${kind}/${slug}`;
  let promise = pending.get(key);
  if (!promise) {
    const load = bodies[kind][slug];
    if (!load) return Promise.reject(new Error(`No MDX body "${slug}": expected content/${folders[kind]}/${slug}.mdx`));
    promise = load().then((module) => {
      loaded.set(key, module.default);
      return module.default;
    });
    pending.set(key, promise);
  }
  return promise;
}

/** The body, once loadBody has finished; the route guarantees that before rendering. */
export function loadedBody(kind: BodyKind, slug: string): MDXContent {
  const body = loaded.get(`${kind}/${slug}`);
  if (!body) throw new Error(`The body of ${kind} "${slug}" was rendered before its route loaded it`);
  return body;
}
