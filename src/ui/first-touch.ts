// An island that hydrates on the visitor's first touch (ui/Island.tsx `until="touch"`): on the page a visitor arrived
// on it keeps its server HTML, which works as it is (a GET form submits to the server), and its code loads only when
// the visitor turns to it. Nothing done before then is lost: what was typed stays in the fields, which the island's
// first render reads, and a form submitted before the island has hydrated is held and submitted again after.
import { islandTouched, islandWaits } from './hydration-progress.ts';

/** What counts as turning to the island: its field focused, a press on it, a key in it, the pointer over it. */
const TOUCHES = ['focusin', 'pointerdown', 'keydown', 'pointerover'] as const;

/** Whether the visitor has already used the island, before any of its code ran (at first paint, say). */
function usedBefore(island: HTMLElement): boolean {
  if (island.contains(document.activeElement)) return true;
  // A form of its submitted before the page had hydrated, held by the page's inline script (early-submits.ts).
  if (window.__heldSubmits?.some((form) => island.contains(form))) return true;
  return [...island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => field.value !== field.defaultValue,
  );
}

export interface FirstTouch {
  /** Resolves on the first touch: the island's code may load then */
  touched: Promise<void>;
  /** Watches `island` for the first touch and holds its submits until it has hydrated; answers the undo */
  watch(island: HTMLElement): () => void;
  /** The island has hydrated: the forms held meanwhile are submitted again, now to its handlers */
  hydrated(): void;
}

/** One island's first touch: call on the page a visitor arrived on, before the island has hydrated. */
export function firstTouch(): FirstTouch {
  let touch!: () => void;
  const touched = new Promise<void>((resolve) => (touch = resolve));
  const held = new Set<HTMLFormElement>();
  /** The island marked busy while a submit of its is held */
  let busy: HTMLElement | undefined;
  let done = false;
  return {
    touched,
    watch(island) {
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        for (const type of TOUCHES) document.removeEventListener(type, onTouch, true);
        // From now on the page's hydrated mark waits for this island too.
        islandTouched(island);
        touch();
      };
      const onTouch = (event: Event) => {
        if (island.contains(event.target as Node)) start();
      };
      // Before the page has hydrated the page's inline script holds a submit (layout/early-submit-loader.ts) and
      // submits it again once the page, this island included, has hydrated. After, this island holds its own.
      const onSubmit = (event: SubmitEvent) => {
        if (done || event.defaultPrevented || !island.contains(event.target as Node)) return;
        const form = event.target as HTMLFormElement;
        event.preventDefault();
        // On the island's wrapper, which hydrated with the page: the form has not, and an attribute React's first
        // render of it does not have would be a hydration mismatch.
        island.setAttribute('aria-busy', 'true');
        busy = island;
        held.add(form);
        start();
      };
      // On the document, ahead of React's listeners on the page's root: an event aimed at a part of the page React
      // has not hydrated yet goes no further than the root (React replays some of them once it has).
      islandWaits(island);
      for (const type of TOUCHES) document.addEventListener(type, onTouch, { capture: true, passive: true });
      document.addEventListener('submit', onSubmit, true);
      if (usedBefore(island)) start();
      return () => {
        for (const type of TOUCHES) document.removeEventListener(type, onTouch, true);
        document.removeEventListener('submit', onSubmit, true);
      };
    },
    hydrated() {
      done = true;
      if (!held.size) return;
      const forms = [...held];
      held.clear();
      // After the frame that follows hydration: the forms have read what was typed into their state by then.
      requestAnimationFrame(() =>
        setTimeout(() => {
          busy?.removeAttribute('aria-busy');
          for (const form of forms) if (form.isConnected) form.requestSubmit();
        }),
      );
    },
  };
}
