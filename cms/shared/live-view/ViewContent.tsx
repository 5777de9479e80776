// A live preview's page by the site's own template: drawn in the browser by the local editor's preview frame
// (cms/editor/preview/frame/) and on the server by the team's (cms/team/preview/live-render.tsx).
import type { View } from './view.ts';

/** The view by the site's own template: the live preview's page, here and in the team's (rendered on its server). */
export function ViewContent({ view }: { view: View }) {
  if (view.template === 'kb') return <view.KbPage kb={view.kb} />;
  if (view.template === 'notFound') return <view.NotFound view={view.notFound} />;
  return view.template === 'page' ? (
    <view.PageView page={view.page} components={view.components} />
  ) : (
    <view.PostPage post={view.post} body={view.body} end={view.end} />
  );
}
