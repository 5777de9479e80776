import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportFor } from '../../tests/helpers/content-report.ts';
import { contentDir, root } from '../../tests/helpers/content-fixture.ts';
import { documentTitles, MAX_TITLE_LENGTH } from './document-title.ts';
import { loadContent } from '../assembly/site-content.ts';

const post = 'blog/deploy-nodejs-app-with-git.mdx';
/** The post's title line as the file has it, to replace with the test's own. */
const titleLine = (file: string) => /^title: .*$/m.exec(readFileSync(path.join(root, 'content', file), 'utf8'))?.[0];

describe('document titles', () => {
  it('keeps every page, product, post and the not-found page within what search engines show', async () => {
    const { content } = await loadContent({ root, contentDir });
    const titles = content ? documentTitles(content) : [];
    expect(titles).toHaveLength(
      (content?.pages.length ?? 0) + (content?.products.length ?? 0) + (content?.posts.length ?? 0) + 1,
    );
    for (const { title } of titles) expect([...title].length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  });

  it('names the file and the field of a title search engines would cut, counting the name a post gets', async () => {
    const report = await reportFor((f) => {
      f.editYaml('site.yaml', (d) => {
        d.setIn(['name'], 'ExampleHost');
        d.setIn(['ui', 'notFound', 'title'], 'We looked everywhere for the page you asked for, but it is not here');
      });
      f.editYaml('pages/about.yaml', (d) =>
        d.setIn(['title'], 'About Us – The Team, the Story and the Values Behind Everything We Do | ExampleHost'),
      );
      // 57 characters of its own, 71 once " | ExampleHost" follows.
      f.replace(post, titleLine(post) ?? '', 'title: "Deploying an App with Git, Step by Step, the Way We Do It"');
    });
    expect(report).toMatchInlineSnapshot(`
      "3 content problems in 3 files:
      content/pages/about.yaml
        title: the page title "About Us – The Team, the Story and the Values Behind Everything We Do | ExampleHost" is 83 characters; search engines cut titles after 70, so shorten it by 13
      content/blog/deploy-nodejs-app-with-git.mdx
        title: the page title "Deploying an App with Git, Step by Step, the Way We Do It | ExampleHost" is 71 characters; search engines cut titles after 70, so shorten it by 1
      content/site.yaml
        ui.notFound.title: the page title "We looked everywhere for the page you asked for, but it is not here | ExampleHost" is 81 characters; search engines cut titles after 70, so shorten it by 11"
    `);
  });
});
