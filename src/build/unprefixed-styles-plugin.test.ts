// Only stylis's own import of its prefix table is replaced, and by an identity.
import { describe, expect, it } from 'vitest';
import { unprefixedStylesPlugin } from './unprefixed-styles-plugin.ts';

const plugin = unprefixedStylesPlugin();
const hook = <T>(h: unknown) => (h as { handler: T }).handler;
const resolve = hook<(source: string, importer?: string) => string | null>(plugin.resolveId);
const load = hook<(id: string) => string>(plugin.load);

describe('unprefixedStylesPlugin', () => {
  it('answers stylis’s import of Prefixer.js with a module whose prefix is the identity', async () => {
    const id = resolve('./Prefixer.js', '/app/node_modules/stylis/src/Middleware.js');
    expect(id).toBeTruthy();
    const url = `data:text/javascript,${encodeURIComponent(load(id!))}`;
    const { prefix } = (await import(/* @vite-ignore */ url)) as { prefix: (value: string) => string };
    expect(prefix('display:flex;')).toBe('display:flex;');
  });

  it('leaves a Prefixer.js of any other package, or of the site, alone', () => {
    expect(resolve('./Prefixer.js', '/app/node_modules/other/src/index.js')).toBeNull();
    expect(resolve('./Prefixer.js', '/app/src/ui/Prefixer.ts')).toBeNull();
  });
});
