import { describe, expect, it } from 'vitest';
import { reportFor } from '../../../tests/helpers/content-report.ts';

/** A new article's text: its frontmatter fields, then a body. */
const article = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\nupdated: 2026-11-20\n---\n\nThe article.\n`;

describe('help center articles', () => {
  it('names the file and the field of an article with no title', async () => {
    const report = await reportFor((f) =>
      f.write('kb/untitled.mdx', article({ description: 'What the article covers.', category: 'guides' })),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/kb/untitled.mdx
        title: expected text, but the field is missing"
    `);
  });

  it('names the file and the field of an article in a category the help center does not have', async () => {
    const report = await reportFor((f) =>
      f.write('kb/elsewhere.mdx', article({ title: 'Elsewhere', description: 'Filed wrong.', category: 'tutorials' })),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/kb/elsewhere.mdx
        category: "tutorials" is not a help center category; use one of "guides", "domains-dns", "email", "hosting-account" or add it to content/kb/help-center.yaml"
    `);
  });

  it('refuses two categories with one slug, and an alias that is no path', async () => {
    const report = await reportFor((f) =>
      f.editYaml('kb/help-center.yaml', (d) => {
        d.setIn(['categories', 1, 'slug'], 'guides');
        d.setIn(['categories', 0, 'aliases', 0], 'guides');
      }),
    );
    expect(report).toMatchInlineSnapshot(`
      "2 content problems in 1 file:
      content/kb/help-center.yaml
        categories[0].aliases[0]: expected a path like /guides, found "guides" (text)
        categories[1].slug: "guides" names two categories; name them apart, found "guides" (text)"
    `);
  });

  it('checks the links of an article body like every other', async () => {
    const report = await reportFor((f) =>
      f.write(
        'kb/linked.mdx',
        `${article({ title: 'Linked', description: 'A link.', category: 'guides' })}[Ask us](/contakt)\n`,
      ),
    );
    expect(report).toMatch(/content\/kb\/linked\.mdx\n {2}body: links at line \d+ to "\/contakt"/);
  });
});
