// The edit applies to the styled-components the site installs, leaves valid code, and refuses any other text.
// (That the browser keeps the prerendered stylesheet, and adds to it, is tests/e2e/runtime.spec.ts's.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { adoptServerStyles } from './adopt-server-styles-plugin.ts';

const packageJson = createRequire(import.meta.url).resolve('styled-components/package.json');
const browserBuild = readFileSync(
  path.join(path.dirname(packageJson), 'dist/styled-components.browser.esm.js'),
  'utf8',
);

describe('adoptServerStyles', () => {
  it('edits the installed browser build of styled-components into code that still parses', () => {
    const edited = adoptServerStyles(browserBuild);
    expect(edited).not.toBe(browserBuild);
    expect(edited).toContain('e.tag=grouped;return!0');
    // The element is removed only when it was not adopted.
    expect(edited).toContain('(be(e,o)||o.parentNode&&o.parentNode.removeChild(o))');
    expect(() => parseAst(edited)).not.toThrow();
  });

  it('refuses a build whose rehydration reads otherwise, naming the file to update', () => {
    const other = browserBuild.replace('o.parentNode&&o.parentNode.removeChild(o)', 'o.remove()');
    expect(() => adoptServerStyles(other)).toThrow(/adopt-server-styles-plugin\.ts/);
    expect(() => adoptServerStyles('export {}')).toThrow(/adopt-server-styles-plugin\.ts/);
  });
});
