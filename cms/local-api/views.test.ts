// The editor's list of documents: the home page is listed as "Home page", not under the site's name that its title
// starts with ("NimbusHost – Fast, Secure Web Hosting"), in the list and in the document's own header.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/assembly/site-content.ts';
import { root } from '../../tests/helpers/content-fixture.ts';
import { catalogOf, documentView } from './views.ts';

const contentRoot = path.join(root, 'content');

describe('the catalog', () => {
  it('lists the home page as Home page, and every other page by its title', async () => {
    const { content } = await loadContent({ root, contentDir: 'content' });
    if (!content) throw new Error('The site’s content does not load');
    const site = content.site.name;
    const docs = (await catalogOf(contentRoot, content)).flatMap((type) => type.docs);
    const home = docs.find((doc) => doc.page === '/');
    expect(home?.title).toBe('Home page');
    expect(docs.map((doc) => doc.title)).not.toContain(site);
    const view = await documentView({
      contentRoot,
      contentDir: 'content',
      file: home!.file,
      type: 'pages',
      content: Promise.resolve(content),
    });
    expect(view.title).toBe('Home page');
  });
});
