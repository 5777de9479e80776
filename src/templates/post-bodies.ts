// Blog post bodies: each MDX file is its own chunk. The page is prerendered with renderToString (which cannot
// wait for a lazy body) and then hydrated, so the route awaits loadPostBody(slug) before rendering and passes
// the module's default export to <PostPage Body>: server and client both render the body synchronously.
import type { MDXContent, MDXModule } from 'mdx/types';

const modules = import.meta.glob<MDXModule>('/content/blog/*.mdx');
const pending = new Map<string, Promise<MDXModule>>();
const loaded = new Map<string, MDXContent>();

/** Loads (once) the MDX module holding the body of the post with this slug. */
export function loadPostBody(slug: string): Promise<MDXModule> {
  let promise = pending.get(slug);
  if (!promise) {
    const load = modules[`/content/blog/${slug}.mdx`];
    if (!load)
      return Promise.reject(new Error(`No MDX body for blog post "${slug}": expected content/blog/${slug}.mdx`));
    promise = load().then((module) => {
      loaded.set(slug, module.default);
      return module;
    });
    pending.set(slug, promise);
  }
  return promise;
}

/** The body, if loadPostBody(slug) has already finished. */
export const loadedPostBody = (slug: string): MDXContent | undefined => loaded.get(slug);
