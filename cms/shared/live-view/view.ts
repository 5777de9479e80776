// A route document from the live preview's endpoint, made ready to render: its template, section components and
// MDX bodies loaded first, so that the page swaps from one complete render to the next, as a route does.
import type { MDXModule } from 'mdx/types';
import { memo } from 'react';
import { loadBodies, withImages, type Loaded } from '../../../src/content/bodies.ts';
import type { KbView, NotFoundView } from '../../../src/assembly/kb-view.ts';
import type { ResolvedPage, RouteDoc } from '../../../src/assembly/resolve.ts';
import type { NotFound as NotFoundType } from '../../../src/layout/NotFound.tsx';
import { loadSectionComponent, type AnySectionComponent } from '../../../src/sections/registry.ts';
import type { SectionComponents } from '../../../src/templates/PageView.tsx';
import type PageViewType from '../../../src/templates/PageView.tsx';
import type PostPageType from '../../../src/templates/PostPage.tsx';
import type KbPageType from '../../../src/templates/KbPage.tsx';
import { sharedWith } from './share.ts';

type PostDoc = Extract<RouteDoc, { template: 'post' }>;

/** What the preview renders: the site's own template and its props. */
export type View = { seq: number; path: string; title: string } & (
  | { template: 'page'; PageView: typeof PageViewType; page: Loaded<ResolvedPage>; components: SectionComponents }
  | {
      template: 'post';
      PostPage: typeof PostPageType;
      post: Parameters<typeof PostPageType>[0]['post'];
      body: Loaded<PostDoc['body']>;
      end: Parameters<typeof PostPageType>[0]['end'];
    }
  | { template: 'kb'; KbPage: typeof KbPageType; kb: Loaded<KbView> }
  | { template: 'notFound'; NotFound: typeof NotFoundType; notFound: NotFoundView }
);

type Import = (url: string) => Promise<MDXModule>;

/** Gives every MDX body of JSON data the loader the content modules would have given it (src/content/bodies.ts). */
export function withLoaders<T>(value: T, load: Import): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withLoaders(item, load)) as T;
  if (!value || typeof value !== 'object') return value;
  if ('mdx' in value && typeof value.mdx === 'string') {
    const url = `/${value.mdx}`;
    return { ...value, load: () => load(url) };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withLoaders(v, load)])) as T;
}

// The dev site serves content files (and unsaved bodies, cms/local-api/live-preview.ts) as modules under its root.
const importModule: Import = (url) => import(/* @vite-ignore */ url) as Promise<MDXModule>;

// Memoised once per component: with sharedWith, a section the edit did not touch does not render again.
const memoised = new WeakMap<AnySectionComponent, AnySectionComponent>();
const memoOf = (component: AnySectionComponent) => {
  if (!memoised.has(component)) memoised.set(component, memo(component));
  return memoised.get(component) as AnySectionComponent;
};

/** The view of a route document, sharing with `previous` whatever did not change. */
export async function prepareView(json: RouteDoc, path: string, seq: number, previous: View | null): Promise<View> {
  const doc = withLoaders(json, importModule);
  const head = { seq, path, title: doc.meta.title };
  if (doc.template === 'post') {
    const [{ default: PostPage }, body] = await Promise.all([
      import('../../../src/templates/PostPage.tsx'),
      loadBodies(doc.body),
    ]);
    const post = sharedWith(previous?.template === 'post' ? previous.post : null, withImages(doc.post));
    const end = sharedWith(previous?.template === 'post' ? previous.end : null, withImages(doc.end));
    return { ...head, template: 'post', PostPage, post, body, end };
  }
  if (doc.template === 'kb') {
    const [{ default: KbPage }, kb] = await Promise.all([
      import('../../../src/templates/KbPage.tsx'),
      loadBodies(doc.kb),
    ]);
    return { ...head, template: 'kb', KbPage, kb };
  }
  if (doc.template === 'notFound') {
    const { NotFound } = await import('../../../src/layout/NotFound.tsx');
    return { ...head, template: 'notFound', NotFound, notFound: doc.notFound };
  }
  const types = [...new Set(doc.page.sections.map((s) => s.type))];
  const [{ default: PageView }, loaded, page] = await Promise.all([
    import('../../../src/templates/PageView.tsx'),
    Promise.all(types.map(loadSectionComponent)),
    loadBodies(doc.page),
  ]);
  const components: SectionComponents = Object.fromEntries(types.map((type, i) => [type, memoOf(loaded[i]!)]));
  const shared = sharedWith(previous?.template === 'page' ? previous.page : null, page);
  return { ...head, template: 'page', PageView, page: shared, components };
}
