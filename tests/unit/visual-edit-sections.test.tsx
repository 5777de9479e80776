// Visual editing's source map, section type by section type (issue 38): each section type is rendered, by its own
// component, from the first page or product in content that has one, through the live preview's pipeline (the
// document's texts tagged with their fields, cms/local-api/live-tags.ts). Every field the section shows must be
// clickable: some element of the section leads a click to that field (cms/shared/visual-edit/locate.ts). A field
// shows when its tag is in the section's markup (prose), or when an element shows its value alone: a price as the
// site writes it, a number or a name, an image's file (found by value, so only a value no other field has).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { VERCEL_STEGA_REGEX, vercelStegaDecodeAll, vercelStegaSplit } from '@vercel/stega';
import { parse } from 'yaml';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { imageAssets } from '../../src/build/image-assets.ts';
import { IMAGE_CACHE } from '../../src/build/content-modules.ts';
import { formatCents } from '../../src/vocabulary/money.ts';
import type { SectionType } from '../../src/sections/definitions.ts';
import { liveDocument } from '../../cms/local-api/live-preview-doc.ts';
import { formSchemaOf } from '../../cms/local-api/documents.ts';
import { prepareView } from '../../cms/shared/live-view/view.ts';
import { locate } from '../../cms/shared/visual-edit/locate.ts';
import { schemaAt } from '../../cms/shared/schema-at.ts';
import type { Path } from '../../cms/shared/describe-change.ts';
import { contentDir, root } from '../helpers/content-fixture.ts';
import { Providers } from '../helpers/page-sections.tsx';

type Data = Record<string, unknown>;
// A window of its own rather than the jsdom environment: the images' text is set in Inter by a WebAssembly font
// engine, which takes only Node's own typed arrays (under the jsdom environment it throws on an empty image cache).
const { document, NodeFilter } = new JSDOM('<!doctype html><body></body>').window;
const assets = imageAssets(path.join(root, contentDir), path.join(root, IMAGE_CACHE));
const folder = (type: string) =>
  readdirSync(path.join(root, contentDir, type))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `${type}/${name}`);
const documents = [...folder('pages'), ...folder('products')].map((file) => ({
  file,
  type: file.split('/')[0] as 'pages' | 'products',
  data: parse(readFileSync(path.join(root, contentDir, file), 'utf8')) as Data & { sections: { type: string }[] },
}));

/** The first document with a section of this type, and the section's place in it. */
const firstWith = (type: string) =>
  documents.flatMap((doc) => {
    const index = doc.data.sections.findIndex((s) => s.type === type);
    return index < 0 ? [] : [{ ...doc, index }];
  })[0];

function leaves(value: unknown, at: Path = []): [Path, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [[at, value]];
}

const key = (p: Path) => JSON.stringify(p);
const cleaned = (text: string | null) => vercelStegaSplit(text ?? '').cleaned.trim();

/** The fields a rendered section shows, by the tags in its markup and by values shown alone. */
function shownFields(section: Element, data: Data, type: string): Set<string> {
  const shown = new Set<string>();
  // What a visitor sees: the texts (not a script's data) and the attributes read out as text.
  const walker = section.ownerDocument.createTreeWalker(section, NodeFilter.SHOW_TEXT);
  const seen: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('script, style, template')) seen.push(node.textContent ?? '');
  for (const element of section.querySelectorAll('[alt], [title], [aria-label], [placeholder]'))
    for (const name of ['alt', 'title', 'aria-label', 'placeholder']) seen.push(element.getAttribute(name) ?? '');
  for (const p of seen.flatMap((text) => vercelStegaDecodeAll<Path>(text) ?? []).filter(Array.isArray))
    shown.add(key(p));
  const all = leaves(data);
  const counts = new Map<string, number>();
  for (const [, v] of all) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  const texts = new Set([...section.querySelectorAll('*')].map((e) => cleaned(e.textContent)));
  const schema = formSchemaOf(type as 'pages');
  for (const [p, v] of all) {
    if (counts.get(String(v)) !== 1 || typeof v === 'boolean' || v === '' || v === null) continue;
    const money = schemaAt(schema, data, p)?.['x-money'] === true;
    const images = [...section.querySelectorAll('img')].map(
      (i) => `${i.getAttribute('src')} ${i.getAttribute('srcset')}`,
    );
    if (typeof v === 'number' && money ? [...texts].some((t) => t.includes(formatCents(v))) : texts.has(String(v)))
      shown.add(key(p));
    if (typeof v === 'string' && /^images\//.test(v)) {
      const stem = (v.split('/').pop() ?? '').replace(/\.[a-z]+$/, '');
      if (images.some((i) => i.includes(stem))) shown.add(key(p));
    }
  }
  return shown;
}

/** Every section type a page may hold, as the form's schema offers them. */
const sectionTypeNames = (): SectionType[] => {
  const { sections } = formSchemaOf('pages').properties as { sections: { items: Record<string, unknown> } };
  const options = (sections.items.oneOf ?? sections.items.anyOf) as { properties: { type: { const: string } } }[];
  return options.map((o) => o.properties.type.const as SectionType);
};

describe('every field a section shows is clickable in the live preview', () => {
  it.each(sectionTypeNames())('%s', async (sectionType: SectionType) => {
    const found = firstWith(sectionType);
    if (!found) return void console.warn(`No page or product in content has a ${sectionType} section to test`);
    const result = await liveDocument(
      { root, contentDir, assets, keepBody: () => undefined },
      { file: found.file, type: found.type, data: found.data },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const view = await prepareView(result.doc, result.path, 0, null);
    if (view.template !== 'page') throw new Error(`${found.file} is not a page of sections`);
    const sections = view.page.sections.filter((s) => s.type === sectionType);
    const nth = found.data.sections.slice(0, found.index).filter((s) => s.type === sectionType).length;
    const Component = view.components[sectionType];
    const section = sections[nth];
    if (!Component || !section) throw new Error(`${found.file} renders no ${sectionType} section`);
    const container = document.createElement('main');
    container.innerHTML = renderToString(
      <Providers path={result.path}>
        <Component section={section} />
      </Providers>,
    );
    document.body.append(container);
    try {
      const shown = shownFields(container, found.data, found.type);
      // A click on each element, and on each text in it at each of its fields' places.
      const reached = new Set<string>();
      for (const element of container.querySelectorAll('*')) {
        const at = locate(element, found.data, container);
        if (at) reached.add(key(at.path));
        for (const node of element.childNodes) {
          if (node.nodeType !== 3) continue;
          // Just before each field's tag: on that field's words.
          for (const match of (node.textContent ?? '').matchAll(new RegExp(VERCEL_STEGA_REGEX.source, 'gu'))) {
            const there = locate(element, found.data, container, { node, offset: match.index });
            if (there) reached.add(key(there.path));
          }
        }
      }
      // (A legal section shows another document, the policy's text: nothing of the page's own.)
      expect([...shown].filter((field) => !reached.has(field))).toEqual([]);
    } finally {
      container.remove();
    }
  });
});
