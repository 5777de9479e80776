// The compile hint goes on the chunks every page runs as it starts, and on no other.
import { describe, expect, it } from 'vitest';
import { runsOnLoad } from './compile-hints.ts';

describe('runsOnLoad', () => {
  it('takes the entry chunk and react-dom’s', () => {
    expect(runsOnLoad({ isEntry: true, moduleIds: ['/app/src/entry-client.tsx'] })).toBe(true);
    expect(
      runsOnLoad({ isEntry: false, moduleIds: ['/app/node_modules/react-dom/cjs/react-dom-client.production.js'] }),
    ).toBe(true);
  });

  it('leaves a lazy chunk alone', () => {
    expect(runsOnLoad({ isEntry: false, moduleIds: ['/app/src/sections/faq/FaqSection.tsx'] })).toBe(false);
  });
});
