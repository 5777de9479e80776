import { afterEach, describe, expect, it } from 'vitest';
import { reportFor } from '../../../tests/helpers/content-report.ts';
import { contentFixture, root, type Fixture } from '../../../tests/helpers/content-fixture.ts';
import { loadContent } from '../../assembly/site-content.ts';
import { formatReport } from '../../content/issue.ts';
import { schema } from './definition.ts';
import { postEnd } from './post-end.ts';

let fixture: Fixture | undefined;
afterEach(() => fixture?.remove());

/** The blog page's blogIndex section, wherever it is among the page's sections. */
const indexAt = (d: { toJS(): unknown }) =>
  (d.toJS() as { sections: { type: string }[] }).sections.findIndex((s) => s.type === 'blogIndex');

async function loaded(edit: (f: Fixture) => void) {
  fixture = contentFixture('content');
  edit(fixture);
  const { content, issues } = await loadContent({ root, contentDir: fixture.dir });
  if (!content) throw new Error(formatReport(issues));
  return content;
}

describe("the end of a post: the blog's words for it, a post's own call to action", () => {
  it('names the file and the field of a mistake in the blog’s words or in a post’s call to action', async () => {
    const report = await reportFor((f) => {
      f.editYaml('pages/blog.yaml', (d) => {
        d.setIn(['sections', indexAt(d), 'post', 'relatedCount'], 0);
        d.setIn(['sections', indexAt(d), 'post', 'cta', 'button', 'href'], 'hosting');
      });
      f.replace(
        'blog/speed-up-your-wordpress-site.mdx',
        'title: Rather have most of this list done for you?\n',
        'heading: Rather have most of this list done for you?\n',
      );
    });
    expect(report).toMatchInlineSnapshot(`
      "4 content problems in 2 files:
      content/pages/blog.yaml
        sections[1].post.relatedCount: expected 1 post or more, found 0 (number)
        sections[1].post.cta.button.href: expected a link: an internal path like /hosting/shared, a #fragment, an https:// URL, mailto: or tel:, found "hosting" (text)
      content/blog/speed-up-your-wordpress-site.mdx
        cta.title: expected text, but the field is missing
        cta.heading: unknown field "heading": check the spelling, or remove it"
    `);
  });

  it('names the post whose call to action links to no page', async () => {
    const report = await reportFor((f) =>
      f.replace('blog/deploy-nodejs-app-with-git.mdx', 'href: /hosting/app', 'href: /hosting/apps'),
    );
    expect(report).toMatchInlineSnapshot(`
      "1 content problem in 1 file:
      content/blog/deploy-nodejs-app-with-git.mdx
        cta.button.href: "/hosting/apps" is not a page of this site; link to an existing path, or list it under unroutedLinks in site.yaml if it is meant to show the not-found page"
    `);
  });

  it("gives a post its own call to action, and the others the blog's", async () => {
    const content = await loaded(() => {});
    const own = content.posts.find((p) => p.cta);
    const other = content.posts.find((p) => !p.cta);
    if (!own || !other) throw new Error('content has no post with a call to action of its own, or none without');
    expect(postEnd(content, own).cta).toEqual(own.cta);
    const index = content.pages.flatMap((p) => p.sections).find((s) => s.type === 'blogIndex');
    expect(postEnd(content, other).cta).toEqual(index && schema.parse(index).post?.cta);
  });

  it('leaves the related posts out without the blog’s words for them, keeping a post’s own call to action', async () => {
    const content = await loaded((f) =>
      f.editYaml('pages/blog.yaml', (d) => d.deleteIn(['sections', indexAt(d), 'post'])),
    );
    for (const post of content.posts) expect(postEnd(content, post)).toEqual(post.cta ? { cta: post.cta } : {});
  });

  it('leaves the related posts out of the only post', async () => {
    const content = await loaded(() => {});
    const [only] = content.posts;
    if (!only) throw new Error('the blog has no post');
    expect(postEnd({ ...content, posts: [only] }, only).related).toBeUndefined();
  });
});
