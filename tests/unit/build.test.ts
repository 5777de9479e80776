// The marketer's loop, end to end: edit a YAML file, build, see it on the page, or get told what is wrong.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../helpers/content-fixture';

let fixture: Fixture | undefined;
let outDir: string | undefined;
afterEach(() => {
  fixture?.remove();
  if (outDir) rmSync(path.join(root, outDir), { recursive: true, force: true });
});

function build(edit: (f: Fixture) => void) {
  fixture = contentFixture();
  edit(fixture);
  outDir = `${fixture.dir}-dist`;
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: fixture.dir, OUT_DIR: outDir },
  });
  return {
    ...result,
    page: (route: string) => readFileSync(path.join(root, outDir as string, 'client', route, 'index.html'), 'utf8'),
  };
}

describe('production build from content', () => {
  it('shows a price changed in a product file on the prerendered page', () => {
    const result = build((f) => f.editYaml('products/shared.yaml', (d) => d.setIn(['plans', 0, 'price'], 549)));
    expect(result.status, result.stderr).toBe(0);
    const html = result.page('hosting/shared');
    expect(html).toContain('$5.49');
    expect(html).not.toContain('$4.99');
  });

  it('fails on a text price, naming the file and the field', () => {
    const result = build((f) => f.editYaml('products/shared.yaml', (d) => d.setIn(['plans', 0, 'price'], '4.99')));
    expect(result.status).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toContain(`${fixture?.dir}/products/shared.yaml`);
    expect(output).toContain('plans[0].price: expected a whole number of US cents');
  });
});
