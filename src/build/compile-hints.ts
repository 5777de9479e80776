// V8 compiles a function the first time it is called, on the main thread, unless told otherwise. Every page runs
// the entry chunk and react-dom's client as it hydrates, then React's event code at the visitor's first touch: each
// of those functions was compiled in the middle of a task, the hydration's or the touch's. The magic comment
// `//# allFunctionsCalledOnLoad` (Chromium 136+, https://v8.dev/blog/explicit-compile-hints) has the browser compile
// the whole file eagerly, on the background thread that streams it as it downloads, before it runs. Other browsers
// ignore the comment. Only those two chunks carry it: a lazy chunk compiled eagerly would spend the background
// thread's time on functions a page may never call.
import type { Rolldown } from 'vite';

type RenderedChunk = Rolldown.RenderedChunk;

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** react-dom's client: the entry loads it on every page, in a chunk of its own (src/entry-client.tsx). */
const reactDomClient = /[/\\]node_modules[/\\]react-dom[/\\]/;

/** Whether every page runs `chunk` as it starts: the entry's chunk, or react-dom's. */
export const runsOnLoad = (chunk: Pick<RenderedChunk, 'isEntry' | 'moduleIds'>): boolean =>
  chunk.isEntry || chunk.moduleIds.some((id) => reactDomClient.test(id));

/**
 * vite.config.ts's client build output.postBanner: the hint on the first line of the chunks every page runs at load
 * (after minification, which drops comments; before the content hash, so a cached file never lacks it).
 */
export const compileHint = (chunk: RenderedChunk): string => (runsOnLoad(chunk) ? COMPILE_HINT : '');
