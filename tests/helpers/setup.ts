import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

// React Testing Library only where there is a DOM to render into (the component tests' jsdom): loading it in every
// node test file took a tenth of a second or more apiece.
if (typeof document !== 'undefined') {
  // What jsdom lacks of a browser and the body editor's Lexical reads. Lexical decides when it is first loaded whether
  // beforeinput events carry their target ranges (every current browser's do; without them it reads typing back from
  // the DOM, unformatted): before any file loads it, as the component tests share their worker's packages. And it
  // measures the selection after each update, which jsdom does not lay out.
  InputEvent.prototype.getTargetRanges ??= () => [];
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  freshPage();
}
freshFile();

/**
 * The component tests share their worker's window (vite.config.ts): each file starts as on a page of its own, with
 * an empty document and empty storage.
 */
function freshPage() {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
}

interface FirstFile {
  /** The process's globals and environment before the worker's first file */
  __firstFile?: { globals: Map<string, PropertyDescriptor>; env: Record<string, string | undefined> };
}

/**
 * The test files that replace no module share their worker's process and loaded packages (vite.config.ts): each file
 * starts as in a process of its own all the same, with the project's modules evaluated afresh (a store's or a
 * cache's state does not carry over), real timers, the environment variables and the global object's properties as
 * they were before the first file (a `globalThis.fetch = ...` of one file is not the next file's fetch).
 */
function freshFile() {
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  const first = globalThis as typeof globalThis & FirstFile;
  // Vitest's own globals, set between files, stay as it sets them.
  const own = (key: string) => !key.startsWith('__vitest') && key !== '__firstFile';
  if (!first.__firstFile) {
    const globals = new Map<string, PropertyDescriptor>();
    for (const key of Object.getOwnPropertyNames(globalThis).filter(own))
      globals.set(key, Object.getOwnPropertyDescriptor(globalThis, key)!);
    Object.defineProperty(globalThis, '__firstFile', {
      value: { globals, env: { ...process.env } },
      enumerable: false,
    });
    return;
  }
  const { globals, env } = first.__firstFile;
  for (const key of Object.getOwnPropertyNames(globalThis).filter(own)) {
    const before = globals.get(key);
    const now = Object.getOwnPropertyDescriptor(globalThis, key)!;
    if (!before) {
      if (now.configurable) delete (globalThis as Record<string, unknown>)[key];
    } else if (now.value !== before.value || now.get !== before.get) {
      if (now.configurable) Object.defineProperty(globalThis, key, before);
      else if (now.writable) (globalThis as Record<string, unknown>)[key] = before.value;
    }
  }
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  for (const [key, value] of Object.entries(env)) if (process.env[key] !== value) process.env[key] = value;
}
