// A developer adds a content type (one module and its line in the registry) and a section type (one folder, its
// definition's line in sections/definitions.ts and its component's in sections/registry.ts), in a copy of the
// project: the content is validated, exported for editors and rendered.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../helpers/content-fixture.ts';
import { tsxCommand } from '../../scripts/node-command.ts';

const copy = path.join(root, '.tmp', `extend-${process.pid}`);
const fixture = path.join(root, 'tests/fixtures/awards');
const at = (file: string) => path.join(copy, file);

function edit(file: string, from: string, to: string) {
  const text = readFileSync(at(file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  writeFileSync(
    at(file),
    text.replace(from, () => to),
  );
}

const run = (script: string) =>
  spawnSync(...tsxCommand(script), {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: 'content', OUT_DIR: 'dist' },
  });

beforeAll(() => {
  mkdirSync(copy, { recursive: true });
  for (const item of [
    'src',
    'scripts',
    'content',
    'public',
    'index.html',
    'vite.config.ts',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
  ])
    cpSync(path.join(root, item), at(item), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), at('node_modules'), 'dir');
  // The new files...
  cpSync(fixture, copy, { recursive: true });
  // ...and their registration, a line or two each.
  edit(
    'src/content/registry.ts',
    "import { site } from './types/site.ts';",
    "import { site } from './types/site.ts';\nimport { awards } from './types/awards.ts';",
  );
  edit(
    'src/content/registry.ts',
    'export const contentTypesWith = (sections: SectionTypes) => ({',
    'export const contentTypesWith = (sections: SectionTypes) => ({\n  awards,',
  );
  edit(
    'src/sections/definitions.ts',
    "import address from './address/definition.ts';",
    "import address from './address/definition.ts';\nimport awards from './awards/definition.ts';",
  );
  edit('src/sections/definitions.ts', '  bulkSearch,\n};', '  bulkSearch,\n  awards,\n};');
  edit(
    'src/sections/registry.ts',
    '\n};\n\n/** A component that renders',
    "\n  awards: { component: () => import('./awards/AwardsSection.tsx') },\n};\n\n/** A component that renders",
  );
  // A marketer then puts the section on a page.
  edit('content/pages/about.yaml', 'sections:\n', 'sections:\n  - type: awards\n    title: Awards we have won\n');
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// Each step runs a build or the content check: seconds on a quiet machine, a minute on a busy one.
describe('extending the content model', { timeout: 240_000 }, () => {
  it('validates the new content type, exports its JSON Schema and maps it for editors', () => {
    const result = run('scripts/check-content.ts');
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(at('.schemas/award.schema.json'))).toBe(true);
    const settings = JSON.parse(readFileSync(at('.vscode/settings.json'), 'utf8'));
    expect(settings['yaml.schemas']['./.schemas/award.schema.json']).toBe('content/awards/*.yaml');
  });

  it('renders the new section with the new content on the page that lists it', () => {
    const result = run('scripts/build.ts');
    expect(result.status, result.stderr).toBe(0);
    const about = readFileSync(at('dist/client/about/index.html'), 'utf8');
    const award = readFileSync(at('content/awards/fixture-prize.yaml'), 'utf8');
    const title = /^title: (.*)$/m.exec(award)?.[1] ?? '';
    expect(title).not.toBe('');
    expect(about).toContain(title);
    expect(about).toContain('Awards we have won');
  });

  it('refuses a bad value in the new content type, naming the file and the field', () => {
    edit('content/awards/fixture-prize.yaml', 'year: 2025', 'year: twenty');
    const result = run('scripts/check-content.ts');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'content/awards/fixture-prize.yaml\n  year: expected a number, found "twenty" (text)',
    );
  });
});
