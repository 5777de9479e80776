// The loader holds the content layer's file-name rule: a content file named outside it fails check:content and the
// build, with the file named and what to name it, however valid the file's text is (issue 35: such names became
// public pages, `/blog/*` and one starting with U+202E).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFixture, root } from '../../tests/helpers/content-fixture.ts';
import { reportFor } from '../../tests/helpers/content-report.ts';
import { HOSTILE_FILE_NAMES, RULE_WORDS, shownAs } from '../../tests/helpers/hostile-file-names.ts';

/** A post that loads as it is: only its name can be wrong. */
const postText = readFileSync(path.join(root, 'content/blog/free-vs-paid-ssl-certificates.mdx'), 'utf8');

describe('a content file named outside the rule', () => {
  it.each(HOSTILE_FILE_NAMES)('with %s is refused, the file named', async (_, name) => {
    const report = await reportFor((f) => f.write(`blog/${name}`, postText));
    expect(report).toContain(`\ncontent/blog/${shownAs(name)}\n  "${shownAs(name)}" ${RULE_WORDS}, e.g. `);
  });

  it('is reported with what it holds, beside every other misnamed file', async () => {
    const report = await reportFor((f) => {
      f.write('blog/a b.mdx', postText.replace('readTime: 3', 'readTime: three'));
      f.write(
        'testimonials/Ann.yaml',
        readFileSync(path.join(root, 'content/testimonials/harbour-street-bakery.yaml'), 'utf8'),
      );
    });
    expect(report).toMatchInlineSnapshot(`
      "3 content problems in 2 files:
      content/blog/a b.mdx
        "a b.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. a-b.mdx
        readTime: expected a number, found "three" (text)
      content/testimonials/Ann.yaml
        "Ann.yaml" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. ann.yaml"
    `);
  });

  it('fails npm run check:content, which names it', { timeout: 60_000 }, () => {
    const fixture = contentFixture('content');
    let failed: { status: number; stderr: string } | undefined;
    try {
      fixture.write('blog/a b.mdx', postText);
      execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/check-content.ts', '--quiet'], {
        cwd: root,
        env: { ...process.env, CONTENT_DIR: fixture.dir },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      failed = error as { status: number; stderr: string };
    } finally {
      fixture.remove();
    }
    expect(failed?.status).toBe(1);
    expect(failed?.stderr.replaceAll(fixture.dir, 'content')).toContain(
      `content/blog/a b.mdx\n  "a b.mdx" ${RULE_WORDS}, e.g. a-b.mdx`,
    );
  });
});
