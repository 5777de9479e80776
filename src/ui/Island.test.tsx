// @vitest-environment jsdom
// An island that hydrates on the visitor's first touch (Island until="touch", ui/first-touch.ts), hydrated from its
// server HTML as a prerendered page is: its code loads only once the visitor turns to it, the page's hydrated mark
// does not wait for it before then, and nothing typed or submitted meanwhile is lost.
import { createContext, lazy, startTransition, useEffect, useRef, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { whenPageHydrated } from './hydration-progress.ts';
import { Island } from './Island.tsx';

/** The island's form: what it was sent, in its own submit handler, as the hero's search does. */
function SearchForm({ sent }: { sent: string[] }) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // What was typed before the script ran stays (DomainSearchForm does the same).
  useEffect(() => {
    if (input.current?.value) setValue(input.current.value);
  }, []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(value);
  };
  return (
    <form action="/domains" onSubmit={onSubmit}>
      <input ref={input} name="q" aria-label="Domain" value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="submit">Search</button>
    </form>
  );
}

/** The server's HTML of `ui`: rendered here in jsdom, where a document exists, as if the page had hydrated (an island
 * waits for a touch only while the page a visitor arrived on hydrates; the server renders it whole). */
function serverHtml(ui: React.ReactElement) {
  document.documentElement.dataset.hydrated = '';
  try {
    return renderToString(ui);
  } finally {
    delete document.documentElement.dataset.hydrated;
  }
}

/** Hydrates as entry-client.tsx does: as a transition. */
function hydrate(root: HTMLElement, ui: React.ReactElement) {
  let hydrated!: ReturnType<typeof hydrateRoot>;
  startTransition(() => {
    hydrated = hydrateRoot(root, ui);
  });
  return hydrated;
}

/** The page with its island, hydrated from its server HTML; `load` is the island's code. */
async function arrive() {
  const sent: string[] = [];
  const load = vi.fn(async () => ({ default: () => <SearchForm sent={sent} /> }));
  const page = (Form: React.ComponentType) => (
    <Island name="search" until="touch">
      <Form />
    </Island>
  );
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = serverHtml(page(() => <SearchForm sent={sent} />));
  document.body.append(root);
  const Lazy = lazy(load);
  const hydrated = hydrate(root, page(Lazy));
  await settle();
  opened.push(() => {
    hydrated.unmount();
    root.remove();
  });
  const input = root.querySelector('input')!;
  return { root, input, form: root.querySelector('form')!, load, sent };
}

// React's scheduler as in a browser: no act() queue, whose work would wait for the test to flush it.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const opened: (() => void)[] = [];
afterEach(() => {
  for (const close of opened.splice(0)) close();
  delete document.documentElement.dataset.hydrated;
  performance.clearMarks();
});

/** Whether the island has hydrated (it marks itself: ui/hydration-progress.ts). */
const islandHydrated = () => performance.getEntriesByName('hydrated:search').length > 0;

/** Gives React a moment to do what it would (nothing should happen in it). Events are the browser's own, not Testing
 * Library's: those run inside act(), whose queue holds React's retry. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
/** Waits for what React is to do (the island's code to arrive, its hydration, the held submit sent after a frame): a
 * busy machine took longer than a fixed 100 ms. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe('an island that hydrates on the first touch', () => {
  it('loads no code until touched, and the page is hydrated without it', async () => {
    const { root, load } = await arrive();
    const done = vi.fn();
    whenPageHydrated(done);
    await until(() => expect(done).toHaveBeenCalledOnce());
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(islandHydrated()).toBe(false);
    expect(root.querySelector('form')?.getAttribute('action')).toBe('/domains');
  });

  it('loads its code on focus and keeps what was typed before it arrived', async () => {
    const { input, load } = await arrive();
    await settle();
    expect(load).not.toHaveBeenCalled();
    input.focus();
    input.value = 'example.com';
    await until(() => expect(islandHydrated()).toBe(true));
    expect(load).toHaveBeenCalledOnce();
    expect(input.value).toBe('example.com');
  });

  it('holds a submit made before its code has arrived and sends it to its handler once hydrated', async () => {
    const { input, form, sent } = await arrive();
    document.documentElement.dataset.hydrated = '';
    input.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    input.value = 'example.com';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    // Marked busy on the island's wrapper, not on the form, whose hydration would find an attribute it does not render.
    const island = form.closest('[data-island]')!;
    expect(island.getAttribute('aria-busy')).toBe('true');
    expect(form.hasAttribute('aria-busy')).toBe(false);
    await until(() => expect(sent).toEqual(['example.com']));
    expect(island.hasAttribute('aria-busy')).toBe(false);
  });

  it('loads at once when the visitor used it before any script ran', async () => {
    const sent: string[] = [];
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = serverHtml(
      <Island name="search" until="touch">
        <SearchForm sent={sent} />
      </Island>,
    );
    document.body.append(root);
    root.querySelector('input')!.value = 'typed.com';
    const load = vi.fn(async () => ({ default: () => <SearchForm sent={sent} /> }));
    const Lazy = lazy(load);
    const hydrated = hydrate(
      root,
      <Island name="search" until="touch">
        <Lazy />
      </Island>,
    );
    opened.push(() => {
      hydrated.unmount();
      root.remove();
    });
    await until(() => expect(load).toHaveBeenCalledOnce());
  });

  it('keeps showing its form when the page renders it again before the touch', async () => {
    // React gives up hydrating an untouched island that an update reaches (its parent renders it again, or a context
    // above it changes: a link to a place on the same page did) and renders it anew.
    const Place = createContext('');
    const mover: { move?: (place: string) => void } = {};
    function Page({ children }: { children: React.ReactNode }) {
      const [place, setPlace] = useState('');
      useEffect(() => {
        mover.move = setPlace;
      }, []);
      return <Place value={place}>{children}</Place>;
    }
    const sent: string[] = [];
    const page = (Form: React.ComponentType) => (
      <Page>
        <Island name="search" until="touch">
          <Form />
        </Island>
      </Page>
    );
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = serverHtml(page(() => <SearchForm sent={sent} />));
    document.body.append(root);
    const Lazy = lazy(async () => ({ default: () => <SearchForm sent={sent} /> }));
    const hydrated = hydrate(root, page(Lazy));
    opened.push(() => {
      hydrated.unmount();
      root.remove();
    });
    await until(() => expect(mover.move).toBeDefined());
    const shown: number[] = [];
    const watch = new MutationObserver(() => shown.push(root.querySelectorAll('form').length));
    watch.observe(root, { childList: true, subtree: true });
    mover.move!('#domain-search');
    await settle();
    watch.disconnect();
    expect(root.querySelectorAll('form')).toHaveLength(1);
    expect(shown.filter((forms) => forms !== 1)).toEqual([]);
  });
});
