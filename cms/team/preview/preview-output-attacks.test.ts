// What a draft's preview sends, end to end (issue 35): the service with drafts on a git daemon remote and its
// renderer (the site's dev server in a child process).
// - Hostile text saved into a draft (a page title, a heading, a price's description: replacement patterns, a closing
//   </script>, quotes, markup) shows as exactly that text, and the page has the same elements and attributes as with
//   plain text, read back with parse5 as a browser reads it.
// - No previewed page, its stylesheets included, names a folder of the machine (Vite's /@fs/<absolute path>, the
//   project's folder): files are addressed by URL, and the font still loads from the preview, as a font.
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readYaml } from '../../local-api/yaml-edit.ts';
import { SHARED, type Product } from '../../testing/people.ts';
import { saveFile, startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';

// Measured on the 2-core machine at load averages 8 to 10 (other suites beside it), `npx vitest run` of this file:
// alone, the hostile text (the renderer's start, two saves, two previews) 17.7 s and every page of the site previewed
// (about 60 pages, one after another) 21.4 s; with preview.test.ts and its renderer beside it, 33.1 s and 32.3 s.
// 180 s is over five times the slowest.
const SLOW = 180_000;
// Under 70 characters: the site's checks refuse a longer page title.
const HOSTILE = `Sale $\` $& $' </script><script>x()</script> "q" 'q' <b>b</b> &amp;`;

type Element = DefaultTreeAdapterTypes.Element;
function elements(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : []));
}
const text = (element: Element): string =>
  element.childNodes.map((n) => ('value' in n ? n.value : 'tagName' in n ? text(n) : '')).join('');
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
/** Each element as its tag and its attributes' names: the page's markup, whatever its text says. */
const shape = (document: DefaultTreeAdapterTypes.Document) =>
  elements(document).map((e) => `${e.tagName}[${e.attrs.map((a) => a.name).join(',')}]`);

let api: DraftsApi;
let slug = '';
type Texts = { title: string; plans: { description: string }[]; sections: { title?: string }[] };
let product: Product & Texts;

const previewOf = async (sitePath: string) => {
  const answer = await api.editor.call<{ text: string }>('GET', `/drafts/${slug}/preview${sitePath}`);
  return { ...answer, document: parse(answer.body.text) };
};

async function saveTexts(words: string) {
  const hero = product.sections.findIndex((section) => 'title' in section);
  const saved = structuredClone(product);
  saved.title = words;
  saved.sections[hero]!.title = words;
  saved.plans[0]!.description = words;
  const answer = await saveFile(api.editor, slug, SHARED, { data: saved });
  expect(answer).toMatchObject({ status: 200, body: { saved: true } });
}

beforeAll(async () => {
  api = await startDraftsApi(undefined, undefined, { idleMs: 600_000 });
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Hostile' });
  slug = created.body.draft.slug;
  const read = await api.editor.call<{ text: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
  product = readYaml(read.body.text) as typeof product;
}, SLOW);
afterAll(() => api?.stop());

describe('hostile text saved into a draft', () => {
  it('is shown as exactly its text, with no element or attribute of its own', { timeout: SLOW }, async () => {
    await saveTexts('Plain words');
    const plain = await previewOf('/hosting/shared');
    expect(plain.status).toBe(200);
    await saveTexts(HOSTILE);
    const hostile = await previewOf('/hosting/shared');
    expect(hostile.status).toBe(200);

    expect(shape(hostile.document)).toEqual(shape(plain.document));
    const all = elements(hostile.document);
    expect(text(all.find((e) => e.tagName === 'title')!)).toBe(HOSTILE);
    expect(all.filter((e) => e.tagName === 'h1').map(text)).toEqual([HOSTILE]);
    expect(all.filter((e) => text(e) === HOSTILE && e.childNodes.length === 1).length).toBeGreaterThanOrEqual(3);
    expect(
      attr(
        all.find((e) => attr(e, 'property') === 'og:title')!,
        'content',
      ),
    ).toBe(HOSTILE);
    for (const script of all.filter((e) => e.tagName === 'script')) {
      expect(attr(script, 'type')).toBe('application/ld+json');
      expect(() => JSON.parse(text(script)) as unknown).not.toThrow();
    }
  });
});

describe('the files of a previewed page', () => {
  it(
    'are named by URL on every page and in every stylesheet, never by a folder of the machine; the font loads',
    { timeout: SLOW },
    async () => {
      const prefix = `/drafts/${slug}/preview`;
      const folders = [
        '/@fs/',
        process.cwd(),
        await realpath(process.cwd()),
        path.dirname(await realpath(path.join(process.cwd(), 'node_modules'))),
      ];
      const seen = new Set(['/']);
      const queue = ['/'];
      const fonts = new Set<string>();
      while (queue.length) {
        const sitePath = queue.shift()!;
        const page = await previewOf(sitePath);
        // A link to an address the site has no page for shows the not-found page, a page of the preview too.
        expect([sitePath, [200, 404].includes(page.status)]).toEqual([sitePath, true]);
        const texts = [page.body.text];
        for (const element of elements(page.document)) {
          const href = attr(element, 'href');
          if (element.tagName === 'a' && href?.startsWith(`${prefix}/`)) {
            const next = href.slice(prefix.length).split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
            if (!seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
          // A stylesheet a page links, read as it is served.
          if (element.tagName === 'link' && attr(element, 'rel') === 'stylesheet' && href)
            texts.push((await api.editor.call<{ text: string }>('GET', href)).body.text);
          if (element.tagName === 'style')
            for (const [, url] of text(element).matchAll(/url\((?:'|")?([^'")]+\.woff2)/g)) fonts.add(url!);
        }
        for (const folder of folders)
          for (const served of texts)
            expect([sitePath, folder, served.includes(folder)]).toEqual([sitePath, folder, false]);
      }
      // The whole site: its products, posts, help center and legal pages.
      expect(seen.size).toBeGreaterThan(30);

      expect([...fonts].length).toBeGreaterThan(0);
      for (const font of fonts) {
        const answer = await api.editor.call<{ text: string }>('GET', font);
        expect([font, answer.status, answer.headers.get('content-type')]).toEqual([font, 200, 'font/woff2']);
        expect(answer.body.text.startsWith('wOF2')).toBe(true);
      }
    },
  );
});
