// Every "+ New" template: refused while it still holds placeholder copy, each such field named; accepted by the
// build's checks once a marketer has replaced it (texts with words, pickers with a choice, the cover with a picture).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { editorApi } from './api.ts';
import { typeNames, typeOf } from './documents.ts';
import { PLACEHOLDER } from '../shared/placeholders.ts';
import { schemaAt } from '../shared/schema-at.ts';

let fixture: Fixture;
afterEach(() => fixture.remove());

const token = 'a-token-of-this-editor-run';
const ownPage = { origin: 'http://localhost', 'x-cms-token': token, 'content-type': 'application/json' };
const collections = typeNames.filter((name) => typeOf(name).kind === 'many');

type Doc = {
  data: Record<string, unknown>;
  body?: string;
  schema: Record<string, unknown>;
  choices: Record<string, { value: string }[]>;
};

/** The document with each placeholder replaced as a marketer would. */
function replaced(doc: Doc, cover: string): Record<string, unknown> {
  let n = 0;
  const walk = (value: unknown, at: (string | number)[]): unknown => {
    if (typeof value === 'string' && PLACEHOLDER.test(value)) {
      const field = schemaAt(doc.schema, doc.data, at);
      const source = field?.['x-choices'] as string | undefined;
      if (source === 'plans') return (doc.data.plans as { name: string }[])[0]?.name;
      if (source) return doc.choices[source]?.[0]?.value;
      if (at[at.length - 1] === 'src') return cover;
      return `Words of the marketer ${++n}`;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...at, i]));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...at, k])]));
    return value;
  };
  // Plan names first: a price plan picker names one of them.
  const data = walk(doc.data, []) as Record<string, unknown>;
  return walk({ ...doc.data, plans: data.plans }, []) as Record<string, unknown>;
}

describe('the templates of new documents', () => {
  it.each(collections)('%s: refused with its placeholders named, accepted once they are replaced', async (name) => {
    fixture = contentFixture();
    const app = editorApi({ root, contentDir: fixture.dir, preview: 'http://site', token });
    const type = typeOf(name);
    if (type.kind !== 'many') return;
    const file = `${type.folder}/from-the-template${type.extension}`;
    const doc = (await (await app.request(`/api/template?file=${file}`)).json()) as Doc;
    const create = (data: unknown, body?: string) =>
      app.request(`/api/document?file=${file}`, {
        method: 'POST',
        headers: ownPage,
        body: JSON.stringify({ data, body }),
      });

    const refused = await create(doc.data, doc.body);
    expect(refused.status).toBe(422);
    const { issues } = (await refused.json()) as { issues: { field: string; message: string }[] };
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(issue.message, issue.field).toMatch(/placeholder text/);

    const cover = `images/blog/${readdirSync(path.join(root, fixture.dir, 'images/blog'))[0] ?? ''}`;
    const accepted = await create(replaced(doc, cover), doc.body?.replace(new RegExp(PLACEHOLDER.source, 'gi'), 'Our'));
    expect(accepted.status, await accepted.clone().text()).toBe(200);
  });
});
