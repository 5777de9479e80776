// Save, then Publish, then Restore: what the editor's routes after a save do, on a scratch content folder in a git
// repository of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { editorApi } from './api.ts';
import { readYaml } from './yaml-edit.ts';

let fixture: Fixture;
afterEach(() => fixture.remove());

const token = 'a-token-of-this-editor-run';
const ownPage = { origin: 'http://localhost', 'x-cms-token': token, 'content-type': 'application/json' };
const file = 'products/shared.yaml';
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
type Product = { name: string; plans: { name: string; price: number }[] };

function setup() {
  fixture = contentFixture();
  const dir = path.join(root, fixture.dir);
  const git = fixture.commitAll();
  const app = editorApi({ root, contentDir: fixture.dir, preview: 'http://site', token });
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await app.request(route, {
      method,
      headers: ownPage,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  const product = () => readYaml(read(file)) as Product;
  const put = async (data: unknown) => {
    const { version, data: loaded } = (await call('GET', `/api/document?file=${file}`)).json;
    return call('PUT', `/api/document?file=${file}`, { data, base: { version, data: loaded } });
  };
  const pending = async () => (await call('GET', `/api/document?file=${file}`)).json.pending as string[];
  return { git, call, read, product, put, pending };
}

describe('publishing saved changes', () => {
  it('saves without committing, then publishes every saved change with each listed in the message', async () => {
    const { git, call, product, put, pending } = setup();
    const data = product();
    const [first, second] = data.plans as [Product['plans'][0], Product['plans'][0]];
    const old = { first: first.price, second: second.price };
    first.price += 100;
    expect((await put(data)).json).toMatchObject({ saved: true, commit: null });
    // A price, not a name: another file may name a plan (a hero's "price from"), and a rename would be refused.
    second.price += 200;
    expect((await put(data)).json).toMatchObject({ saved: true, commit: null });
    expect(git('rev-list', '--count', 'HEAD').trim()).toBe('1');
    const changes = [
      `${first.name} price ${usd(old.first)} → ${usd(first.price)}`,
      `${second.name} price ${usd(old.second)} → ${usd(second.price)}`,
    ];
    expect(await pending()).toEqual(changes);

    const published = await call('POST', `/api/publish?file=${file}`, { changes });
    expect(published.status).toBe(200);
    const message = git('log', '-1', '--format=%B');
    expect(message).toBe(`${data.name}: ${first.name} price, ${second.name} price\n\n- ${changes.join('\n- ')}\n\n`);
    expect(git('status', '--porcelain')).toBe('');
    expect(await pending()).toEqual([]);
  });

  it('publishes nothing when the saved changes are not the ones the marketer was shown', async () => {
    const { git, call, product, put } = setup();
    const data = product();
    data.plans[0]!.price += 100;
    await put(data);
    const shown = (await call('GET', `/api/document?file=${file}`)).json.pending as string[];
    data.plans[0]!.price += 100;
    await put(data);
    const response = await call('POST', `/api/publish?file=${file}`, { changes: shown });
    expect(response.status).toBe(409);
    expect(response.json.changes).not.toEqual(shown);
    expect(git('rev-list', '--count', 'HEAD').trim()).toBe('1');
  });

  it('restores an earlier version through the checks, saved and not published', async () => {
    const { git, call, read, product, put, pending } = setup();
    const start = read(file);
    const first = git('rev-parse', '--short', 'HEAD').trim();
    const data = product();
    data.plans[0]!.price += 100;
    await put(data);
    await call('POST', `/api/publish?file=${file}`, { changes: await pending() });
    expect(git('rev-list', '--count', 'HEAD').trim()).toBe('2');

    const restored = await call('POST', `/api/restore?file=${file}&commit=${first}`, {});
    expect(restored.status).toBe(200);
    expect(read(file)).toBe(start);
    expect(git('rev-list', '--count', 'HEAD').trim()).toBe('2');
    expect((await call('POST', `/api/restore?file=${file}&commit=HEAD;rm`, {})).status).toBe(404);
  });

  it('refuses to restore a version the content checks now refuse, leaving the file as it is', async () => {
    const { git, call, read } = setup();
    const dir = path.join(root, fixture.dir);
    // A version with a second popular plan, committed by hand; then the file is put back.
    const now = read(file);
    fixture.write(file, now.replace(/(\n {4}price: \d+\n)/, '$1    popular: true\n'));
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', 'two popular plans');
    const broken = git('rev-parse', '--short', 'HEAD').trim();
    fixture.write(file, now);
    const response = await call('POST', `/api/restore?file=${file}&commit=${broken}`, {});
    expect(response.status).toBe(422);
    expect(readFileSync(path.join(dir, file), 'utf8')).toBe(now);
  });
});
