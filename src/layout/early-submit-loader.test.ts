// The page's inline loader, on a page of its own per test (a fresh jsdom window: the loader's listeners stay on the
// document it was started in): a form submitted before hydration is held and replayed once the app has hydrated,
// and when the app's script cannot load, nothing is held any more and nothing is lost.
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlySubmitScript } from '../../scripts/early-submit-script.ts';
import { earlySubmitLoader, type LoadScript } from './early-submit-loader.ts';
import { replayEarlySubmits } from './early-submits.ts';

const ENTRY = '/static/js/client-test.js';

/** A prerendered page with one search form, whose window stands in for the test's globals. */
function page() {
  const dom = new JSDOM(
    '<!doctype html><html><body><form action="/search"><input name="q"><button>Search</button></form></body></html>',
    { pretendToBeVisual: true, url: 'http://localhost/' },
  );
  const { window } = dom;
  opened.push(window);
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', window.document);
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
  vi.stubGlobal('requestAnimationFrame', window.requestAnimationFrame.bind(window));
  const form = window.document.querySelector('form')!;
  // What reaches the browser once every listener has run: a submit nobody prevented is the browser's own
  // submission (jsdom has none; it is stopped here after being counted).
  const native: HTMLFormElement[] = [];
  window.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) native.push(event.target as HTMLFormElement);
    event.preventDefault();
  });
  const submit = () => form.querySelector('button')!.click();
  return { window, form, native, submit };
}

/** A script load the test settles when it likes. */
function deferredLoad() {
  let settle = { resolve: (_: unknown) => {}, reject: (_: unknown) => {} };
  const loaded = new Promise((resolve, reject) => (settle = { resolve, reject }));
  const load = vi.fn<LoadScript>(() => loaded);
  return { load, ...settle };
}

const frames = () => new Promise((resolve) => setTimeout(resolve, 60));

const opened: JSDOM['window'][] = [];
afterEach(() => {
  for (const window of opened.splice(0)) window.close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the early-submit loader', () => {
  it('holds a submit made before the script has run, starts loading it at once, and replays it once hydrated', async () => {
    const { window, form, native, submit } = page();
    const script = deferredLoad();
    earlySubmitLoader(ENTRY, script.load);
    // The app's own submit handler, as React's would be once hydrated.
    const handled: string[] = [];
    form.addEventListener('submit', (event) => {
      if ('hydrated' in window.document.documentElement.dataset)
        handled.push(new window.FormData(form).get('q') as string);
      event.preventDefault();
    });

    form.querySelector('input')!.value = 'early-bird';
    submit();
    expect(script.load).toHaveBeenCalledWith(ENTRY);
    expect(window.__heldSubmits).toEqual([form]);
    // The page is busy, not the form: React has yet to hydrate it, and would find an attribute it does not render.
    expect(window.document.body.getAttribute('aria-busy')).toBe('true');
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(native).toEqual([]);

    // The entry hydrates, then replays what was held (src/layout/Layout.tsx).
    window.document.documentElement.dataset.hydrated = '';
    replayEarlySubmits();
    script.resolve({});
    await frames();
    expect(handled).toEqual(['early-bird']);
    expect(window.document.body.hasAttribute('aria-busy')).toBe(false);
    expect(native).toEqual([]);
    expect(script.load).toHaveBeenCalledTimes(1);
  });

  it('holds the same form once however often it is submitted', () => {
    const { window, submit } = page();
    earlySubmitLoader(ENTRY, deferredLoad().load);
    submit();
    submit();
    expect(window.__heldSubmits).toHaveLength(1);
  });

  it('starts the script after the load event and the frame after it when nothing was submitted', async () => {
    page();
    const script = deferredLoad();
    earlySubmitLoader(ENTRY, script.load);
    expect(script.load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(script.load).toHaveBeenCalledWith(ENTRY));
  });

  it('when the script cannot load, submits the held form natively and holds no later submit', async () => {
    const { window, form, native, submit } = page();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const script = deferredLoad();
    earlySubmitLoader(ENTRY, script.load);

    submit();
    expect(native).toEqual([]);
    script.reject(new TypeError('Failed to fetch dynamically imported module'));
    await frames();
    expect(native).toEqual([form]);
    expect(window.document.body.hasAttribute('aria-busy')).toBe(false);
    expect(window.__heldSubmits).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'The page script did not load; the page works without it.',
      expect.any(TypeError),
    );

    submit();
    expect(native).toEqual([form, form]);
    expect(window.__heldSubmits).toEqual([]);
  });

  it('leaves alone a held form that left the page before the script failed', async () => {
    const { window, form, native, submit } = page();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const script = deferredLoad();
    earlySubmitLoader(ENTRY, script.load);
    submit();
    form.remove();
    script.reject(new Error('offline'));
    await frames();
    expect(native).toEqual([]);
    expect(window.__heldSubmits).toEqual([]);
  });
});

describe('the loader as the build writes it into pages', () => {
  it('is one small self-contained script that holds an early submit, and lets it through when the import fails', async () => {
    const code = await earlySubmitScript(ENTRY);
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code).toContain(ENTRY);
    expect(code.length).toBeLessThan(1024);

    // jsdom runs no module import: the loader's import() of the entry fails there, as a blocked script would.
    const warnings: unknown[][] = [];
    const virtualConsole = new VirtualConsole();
    virtualConsole.on('warn', (...args: unknown[]) => warnings.push(args));
    const { window } = new JSDOM(
      '<!doctype html><html><body><form action="/search"><input name="q"><button>Search</button></form></body></html>',
      { runScripts: 'outside-only', pretendToBeVisual: true, url: 'http://localhost/', virtualConsole },
    );
    const prevented: boolean[] = [];
    window.addEventListener('submit', (event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    });
    window.eval(code);
    window.document.querySelector('button')!.click();
    // Held: the inline script stopped the browser's own submission and kept the form for the app.
    expect(prevented).toEqual([true]);
    expect((window as unknown as Window).__heldSubmits).toHaveLength(1);
    // Then the import fails: the form goes out as the browser's own submission.
    await vi.waitFor(() => expect(prevented).toEqual([true, false]));
    expect(warnings[0]?.[0]).toBe('The page script did not load; the page works without it.');
    window.close();
  });
});
