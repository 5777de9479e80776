// A content drawing is a file per theme, and the stylesheet shows the one of the theme in use (ui/Illustration.tsx).
// On a switch of theme the browser fetched and parsed the other theme's files only then, in the frame that should
// have shown the switch: about 12-19 ms of main-thread time each at 4× CPU slowdown, three of them on /. Once the
// page is idle, the files of the theme not shown are read ahead here; the browser keeps them parsed in its memory
// cache, which the stylesheet's url() then finds. Only the drawings of the page at hand, and only once per file.
import { ART_ATTRIBUTE, otherTheme, type ThemeName } from '../../vocabulary/theme-tokens.ts';

/** The images read ahead, held so that the memory cache keeps them parsed; by URL */
const warmed = new Map<string, HTMLImageElement>();

/** Reads ahead the other theme's drawings of the page, `current` being the theme shown. */
export function warmOtherTheme(current: ThemeName) {
  const attribute = ART_ATTRIBUTE[otherTheme(current)];
  for (const art of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
    const url = art.getAttribute(attribute);
    if (!url || warmed.has(url)) continue;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    warmed.set(url, image);
  }
}

/** Calls `warm` once the page is idle (a timer where requestIdleCallback is missing: Safari); answers the undo. */
export function whenIdle(warm: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(warm, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(warm, 1000);
  return () => clearTimeout(timer);
}
