// The one inline style of the editor's page allowed by its text (editor-csp.ts) is the rule Radix's select writes:
// checked against the installed library, so an upgrade that changes it fails here, not in a marketer's browser.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../../src/server/csp.ts';
import { editorPolicy, RADIX_SELECT_STYLE } from './editor-csp.ts';

describe('the editor page’s policy', () => {
  it('allows, beside the nonce, exactly the rule Radix’s select writes into its <style>', async () => {
    // MDXEditor's own copy of Radix, as the app's bundle gets it.
    const mdxEditor = createRequire(import.meta.url).resolve('@mdxeditor/editor');
    const radix = await readFile(createRequire(mdxEditor).resolve('@radix-ui/react-select'), 'utf8');
    expect(radix).toContain(`__html: \`${RADIX_SELECT_STYLE}\``);
    expect(editorPolicy('n0nce').split('; ')).toContain(`style-src 'self' 'nonce-n0nce' ${sha256(RADIX_SELECT_STYLE)}`);
    expect(editorPolicy('n0nce')).not.toContain('unsafe');
  });
});
