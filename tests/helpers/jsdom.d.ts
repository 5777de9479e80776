// The part of jsdom's API the tests use directly (jsdom ships no types, and @types/jsdom is not a dependency): a page
// of its own, for code whose listeners must not outlive one test (src/layout/early-submit-loader.test.ts).
declare module 'jsdom' {
  export interface JSDOMOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    pretendToBeVisual?: boolean;
    virtualConsole?: VirtualConsole;
  }
  export class JSDOM {
    constructor(html?: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis;
  }
  export class VirtualConsole {
    on(method: 'log' | 'info' | 'warn' | 'error', listener: (...args: unknown[]) => void): this;
  }
}
