// @vitest-environment jsdom
// Every real body goes through MDXEditor itself (jsdom) and back through the merge: nothing may change. The merge is
// not told what the editor first wrote, so every block must mean to MDXEditor what it means in the file: a body with
// something the editor cannot write (a hard line break) fails here, though BodyEditor keeps such a block untouched.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsIn, pricesIn } from '../../../src/build/remark-facts.ts';
import { contentDir, root } from '../../../tests/helpers/content-fixture.ts';
import { splitMdx } from '../../../src/content/frontmatter.ts';
import { mergeMarkdown } from './merge-markdown.ts';
import { editorMarkdown } from './render-editor.tsx';
import { slotValuesOf } from './slot-values.ts';

// The content the site is built from: npm run test:content-edits runs this on its edited copy.
const folders = ['blog', 'legal', 'kb'].map((folder) => path.join(contentDir, folder));
const bodies = folders.flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const file = path.join(folder, name);
      return { file, body: splitMdx(readFileSync(path.join(root, file), 'utf8'))!.body };
    }),
);

// The prices and facts as the editor gets them: a body's slots open as chips, and are written back as slots.
const prices = pricesIn(path.join(root, contentDir));
const facts = factsIn(path.join(root, contentDir));
const slots = slotValuesOf(prices, facts);

describe('opening and saving a body unchanged', () => {
  it('finds the bodies', () => expect(bodies.length).toBeGreaterThan(0));

  it.each(bodies)('$file stays byte for byte', async ({ body }) => {
    const markdown = await editorMarkdown(body, [], slots);
    expect(mergeMarkdown(body, markdown)).toBe(body);
  });

  it('writes a price or a fact back as the slot it was, in prose, code and bold', async () => {
    const [plan] = prices;
    const [fact] = facts;
    const price = `\\{price:${plan!.key}\\}`;
    const body = `\nNow only ${price}, with \\{${fact!.name}\\} uptime.\n\n\`${price}\` and **${price}**\n`;
    const markdown = await editorMarkdown(body, [], slots);
    // The editor's own writing: MDX needs the opening brace escaped, and the merge keeps the file's spelling.
    expect(markdown).toContain(`Now only \\{price:${plan!.key}}`);
    expect(mergeMarkdown(body, markdown)).toBe(body);
  });

  it('keeps the spelling MDXEditor would change', async () => {
    const body = '\nSome _emphasis_ and __strong__ text.\n\n* one\n* two\n\n3) three\n4) four\n';
    const markdown = await editorMarkdown(body);
    // The export did run: MDXEditor respelled the body in the house style...
    expect(markdown).toBe('Some *emphasis* and **strong** text.\n\n- one\n- two\n\n3. three\n4. four');
    // ...and the merge puts the file's bytes back.
    expect(mergeMarkdown(body, markdown)).toBe(body);
  });
});
