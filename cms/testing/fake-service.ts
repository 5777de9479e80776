// The team service faked for the editor's screens (jsdom): each request the screen sends is kept, and answered by
// the answer set for its `METHOD url`; a request with none fails the test. Images are answered with a few bytes.
import axe from 'axe-core';
import { afterEach, beforeEach, expect, vi } from 'vitest';

export interface Sent {
  url: string;
  method: string;
  body: unknown;
}
type Answers = Record<string, () => { status: number; body: unknown }>;

/**
 * Installs the fake before each test with `first` as its answers (a function, to read values set up later), and
 * removes it after. `sent` and `answers` are emptied in place: hold them for the whole file.
 */
export function fakeService(first: () => Answers = () => ({})): { sent: Sent[]; answers: Answers } {
  const sent: Sent[] = [];
  const answers: Answers = {};
  beforeEach(() => {
    sent.length = 0;
    for (const key of Object.keys(answers)) delete answers[key];
    Object.assign(answers, first());
    URL.createObjectURL = () => 'blob:thumbnail';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        sent.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (url.startsWith('/api/media/file?')) return new Response(new Uint8Array([1, 2, 3]));
        const answer = answers[`${method} ${url}`];
        if (!answer) throw new Error(`no answer faked for ${method} ${url}`);
        const { status, body } = answer();
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return { sent, answers };
}

/** An axe scan of a screen; jsdom has no layout, so colour contrast is left to the e2e scans. */
export async function expectNoAxeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
