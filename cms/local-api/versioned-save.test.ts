// Two people (or two tabs) save the same file from the same version: no save undoes the other. Each save says the
// version it was made from; a stale one is merged field by field, or refused with the fields both changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { editorApi } from './api.ts';

let fixture: Fixture;
afterEach(() => fixture.remove());

const token = 'a-token-of-this-editor-run';
const ownPage = { origin: 'http://localhost', 'x-cms-token': token, 'content-type': 'application/json' };
const product = 'products/shared.yaml';
const post = 'blog/website-security-checklist.mdx';

interface View {
  version: string;
  data: { name: string; plans: { name: string; price: number; description: string }[] } & Record<string, unknown>;
  body?: string;
}

function setup() {
  fixture = contentFixture();
  const git = fixture.commitAll();
  const app = editorApi({ root, contentDir: fixture.dir, preview: 'http://site', token });
  const read = (name: string) => readFileSync(path.join(root, fixture.dir, name), 'utf8');
  const call = async (method: string, name: string, body?: unknown, headers: Record<string, string> = ownPage) => {
    const response = await app.request(`/api/document?file=${name}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> & Partial<View> };
  };
  const open = async (name: string) => (await call('GET', name)).json as unknown as View;
  /** A save of an edited copy of what a form loaded */
  const save = (name: string, loaded: View, edit: (copy: View) => void) => {
    const copy = structuredClone(loaded);
    edit(copy);
    const base = { version: loaded.version, data: loaded.data, body: loaded.body };
    return call('PUT', name, { data: copy.data, body: copy.body, base });
  };
  return { git, read, call, open, save };
}

describe('a save says the version it was made from', () => {
  it('answers the file’s version as git names it, and the new one after a save', async () => {
    const { git, open, save } = setup();
    const loaded = await open(product);
    expect(loaded.version).toBe(git('hash-object', product).trim());
    const saved = await save(product, loaded, (d) => (d.data.plans[0]!.price += 100));
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ saved: true, merged: false, version: git('hash-object', product).trim() });
  });

  it('keeps both people’s changes to different fields, and answers the merged document', async () => {
    const { read, open, save } = setup();
    const loaded = await open(product);
    const [first, , third] = loaded.data.plans;
    const ann = await save(product, loaded, (d) => (d.data.plans[2]!.description = `${third!.description}, and more`));
    expect(ann.json).toMatchObject({ saved: true, merged: false });
    const bea = await save(product, loaded, (d) => (d.data.plans[0]!.price = first!.price + 100));
    expect(bea.status).toBe(200);
    expect(bea.json).toMatchObject({ saved: true, merged: true });
    const plans = (bea.json.data as View['data']).plans;
    expect(plans[2]!.description).toBe(`${third!.description}, and more`);
    expect(plans[0]!.price).toBe(first!.price + 100);
    expect(read(product)).toContain(`${third!.description}, and more`);
    expect(bea.json.version).toBe((await open(product)).version);
  });

  it('merges a post’s text with a change to its fields: the body is one field', async () => {
    const { open, save } = setup();
    const loaded = await open(post);
    await save(post, loaded, (d) => (d.body = `${loaded.body ?? ''}\nOne more line.\n`));
    const answer = await save(post, loaded, (d) => (d.data.title = `${String(loaded.data.title)} (updated)`));
    expect(answer.json).toMatchObject({ merged: true, body: `${loaded.body ?? ''}\nOne more line.\n` });
    expect((await open(post)).data.title).toBe(`${String(loaded.data.title)} (updated)`);
  });

  it('refuses a field both changed to different values with both values named as the form names it', async () => {
    const { read, open, save } = setup();
    const loaded = await open(product);
    const plan = loaded.data.plans[0]!;
    await save(product, loaded, (d) => (d.data.plans[0]!.price = plan.price + 100));
    const after = read(product);
    const stale = await save(product, loaded, (d) => (d.data.plans[0]!.price = plan.price + 200));
    expect(stale.status).toBe(409);
    expect(read(product)).toBe(after);
    expect(stale.json.conflicts).toEqual([
      {
        path: ['data', 'plans', 0, 'price'],
        field: `Plan: ${plan.name} › Price`,
        theirs: plan.price + 100,
        mine: plan.price + 200,
        money: true,
      },
    ]);
    expect(stale.json.error).toContain(`Plan: ${plan.name} › Price`);
    // Chosen, and saved again from the version the conflict answered: saved.
    const current = stale.json.current as View;
    const chosen = await save(product, current, (d) => (d.data.plans[0]!.price = plan.price + 200));
    expect(chosen.json).toMatchObject({ saved: true, merged: false });
    expect((await open(product)).data.plans[0]!.price).toBe(plan.price + 200);
  });

  it('takes a field both changed to the same value without a conflict', async () => {
    const { open, save } = setup();
    const loaded = await open(product);
    const edit = (d: View) => (d.data.plans[1]!.price += 100);
    await save(product, loaded, edit);
    expect((await save(product, loaded, edit)).status).toBe(200);
  });
});

describe('the versioned save refuses what does not say its version', () => {
  it.each([
    ['no base', (v: View) => ({ data: v.data })],
    ['a base without its version', (v: View) => ({ data: v.data, base: { data: v.data } })],
    ['a version that is no version', (v: View) => ({ data: v.data, base: { version: 'HEAD', data: v.data } })],
    ['a base that is text', (v: View) => ({ data: v.data, base: v.version })],
  ])('%s: 400 with what to do, nothing written', async (_, bodyOf) => {
    const { read, open, call } = setup();
    const before = read(product);
    const answer = await call('PUT', product, bodyOf(await open(product)));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/does not say which version .* \(reload the page/);
    expect(read(product)).toBe(before);
  });

  it('refuses a forged base (another file’s version and data) as conflicts, writing nothing', async () => {
    const { read, open, call } = setup();
    const other = await open('products/vps.yaml');
    const loaded = await open(product);
    const before = read(product);
    const data = { ...other.data, name: `${other.data.name} planted` };
    const answer = await call('PUT', product, { data, base: { version: other.version, data: other.data } });
    expect(answer.status).toBe(409);
    expect(read(product)).toBe(before);
    expect(loaded.version).not.toBe(other.version);
  });

  it('refuses a body that is not JSON, or JSON sent as text, writing nothing', async () => {
    const { read, open, call } = setup();
    const before = read(product);
    const loaded = await open(product);
    const edit = JSON.stringify({ data: loaded.data, base: { version: loaded.version, data: loaded.data } });
    expect((await call('PUT', product, '{"data":', ownPage)).status).toBe(400);
    expect((await call('PUT', product, edit, { ...ownPage, 'content-type': 'text/plain' })).status).toBe(415);
    expect(read(product)).toBe(before);
  });
});
