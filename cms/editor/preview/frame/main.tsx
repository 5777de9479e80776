// The live preview page, served by the dev site at /__live-preview/frame (cms/local-api/live-preview.ts) and framed by
// the editor: the site's layout around the page the editor's unsaved data makes, swapped in as the marketer types.
// It lives outside src/ so that no build of the site can include it.
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Layout } from '../../../../src/layout/Layout.tsx';
import {
  DOCUMENT_PATH,
  isUpdate,
  SOURCE,
  type FrameMessage,
  type LiveResult,
  type UpdateMessage,
} from '../../../shared/preview-protocol.ts';
import { attachVisualEditing, EDIT_CSS } from '../../../shared/visual-edit/overlay.ts';
import { latestOnly } from './latest.ts';
import { LivePage } from './LivePage.tsx';
import { viewStore } from './store.ts';
import { prepareView, type View } from '../../../shared/live-view/view.ts';

/** The editor's origins (cms/local-api/live-preview.ts writes them into the page): the only senders heeded. */
const editors = (document.querySelector<HTMLMetaElement>('meta[name="live-preview-editor"]')?.content ?? '').split(' ');
/** The origin of the editor that framed this page, once it has sent something; until then, each of them. */
let editor: string | undefined;
const store = viewStore<View>();
type Body<M> = M extends unknown ? Omit<M, 'source'> : never;
const post = (message: Body<FrameMessage>) => {
  for (const origin of editor ? [editor] : editors) window.parent.postMessage({ source: SOURCE, ...message }, origin);
};

const update = latestOnly(async ({ seq, file, type, data, body }: UpdateMessage) => {
  const started = performance.now();
  try {
    const response = await fetch(DOCUMENT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file, type, data, body }),
    });
    const result = (await response.json()) as LiveResult | { error: string };
    if (!('ok' in result)) return post({ kind: 'failed', seq, message: result.error });
    if (!result.ok) return post({ kind: 'invalid', seq, issues: result.issues });
    const server = Math.round(performance.now() - started);
    await store.show(await prepareView(result.doc, result.path, seq, store.get()));
    post({ kind: 'shown', seq, path: result.path, server, total: Math.round(performance.now() - started) });
  } catch (error) {
    post({ kind: 'failed', seq, message: error instanceof Error ? error.message : String(error) });
  }
});

/** The latest data the editor sent: what a click on the page is looked up in. */
let latest: UpdateMessage | null = null;

addEventListener('message', (event) => {
  if (!editors.includes(event.origin) || event.source !== window.parent || !isUpdate(event.data)) return;
  editor = event.origin;
  latest = event.data;
  update(event.data);
});

// Click to edit: the field under the pointer outlined, a click opens it in the form.
const editStyle = document.createElement('style');
editStyle.textContent = EDIT_CSS;
document.head.append(editStyle);
attachVisualEditing(document, {
  data: () => latest?.data,
  pick: (path) => latest && post({ kind: 'pick', seq: latest.seq, path }),
});

/** The site's layout once the first page has arrived; its address is the page's, so its links and menus match. */
function Frame() {
  const path = useSyncExternalStore(store.subscribe, () => store.get()?.path ?? null);
  if (path === null) return null;
  return (
    <MemoryRouter key={path} initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<LivePage store={store} />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Frame />
    </StrictMode>,
  );
post({ kind: 'ready' });
