// npm start rebuilds when any file the build reads changed since the last build (scripts/build-inputs.ts): one file
// of each kind is made newer than the build in a project of its own, by its modification time.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, buildInputs, buildSettings, stampText } from '../../scripts/build-inputs.ts';
import { root } from '../helpers/content-fixture.ts';

/** One file of each kind the build reads, and of each kind it does not. */
const INPUTS = [
  'src/features/domain-search/DomainSearch.tsx',
  'content/products/shared.yaml',
  'content/blog/a-post.mdx',
  'public/favicon.svg',
  'scripts/prerender.ts',
  'src/build/font-plugin.ts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];
const NOT_INPUTS = [
  'README.md',
  'docs/deploy.md',
  'tests/e2e/header-menus.spec.ts',
  'cms/editor/main.tsx',
  'eslint.config.js',
  'playwright.config.ts',
  '.env',
  'node_modules/react/index.js',
  'dist/client/index.html',
  '.cms-clone/content/site.yaml',
  '.cms-preview/1/content/site.yaml',
  '.releases/current/dist/client/index.html',
];

const BUILT_AT = new Date('2026-01-01T12:00:00Z');
const BEFORE = new Date('2026-01-01T11:00:00Z');
const AFTER = new Date('2026-01-01T13:00:00Z');

let project = '';
const stamp = () => path.join(project, 'dist/.build-complete');
const at = (file: string) => path.join(project, file);

/** Every file and folder of the project dated `time`, except the build's stamp. */
function dateAll(time: Date) {
  for (const file of [...INPUTS, ...NOT_INPUTS]) {
    const parts = file.split('/');
    for (let i = parts.length; i > 0; i--) utimesSync(at(parts.slice(0, i).join('/')), time, time);
  }
  utimesSync(project, time, time);
}

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
  for (const file of [...INPUTS, ...NOT_INPUTS]) {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), file);
  }
  dateAll(BEFORE);
  writeFileSync(stamp(), stampText(buildSettings(project)));
  utimesSync(stamp(), BUILT_AT, BUILT_AT);
  utimesSync(path.dirname(stamp()), BEFORE, BEFORE);
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('npm start, before serving the last build', () => {
  it('builds when there is no build yet', () => {
    rmSync(stamp());
    expect(buildDecision(project, stamp())).toEqual({ rebuild: true, reason: 'No build yet' });
  });

  it('serves the build when nothing changed since', () => {
    expect(buildDecision(project, stamp())).toEqual({ rebuild: false });
  });

  it.each(INPUTS)('builds again when %s changed since the last build', (file) => {
    utimesSync(at(file), AFTER, AFTER);
    expect(buildDecision(project, stamp())).toEqual({
      rebuild: true,
      reason: `${file} changed since the last build`,
    });
  });

  it.each(NOT_INPUTS)('serves the build when only %s changed', (file) => {
    utimesSync(at(file), AFTER, AFTER);
    expect(buildDecision(project, stamp())).toEqual({ rebuild: false });
  });

  it('builds again when a source file was deleted (only its folder is newer)', () => {
    unlinkSync(at('src/features/domain-search/DomainSearch.tsx'));
    utimesSync(at('src/features/domain-search'), AFTER, AFTER);
    expect(buildDecision(project, stamp())).toMatchObject({ rebuild: true });
  });

  it('builds again when a new top-level file appears that nobody listed (a new config file, say)', () => {
    writeFileSync(at('postcss.config.js'), '');
    utimesSync(at('postcss.config.js'), AFTER, AFTER);
    expect(buildDecision(project, stamp())).toEqual({
      rebuild: true,
      reason: 'postcss.config.js changed since the last build',
    });
  });

  it('watches a CONTENT_DIR outside the project', () => {
    const content = mkdtempSync(path.join(tmpdir(), 'build-inputs-content-'));
    try {
      writeFileSync(stamp(), stampText(buildSettings(project, { CONTENT_DIR: content })));
      utimesSync(stamp(), BUILT_AT, BUILT_AT);
      utimesSync(content, BEFORE, BEFORE);
      expect(buildDecision(project, stamp(), content)).toEqual({ rebuild: false });
      writeFileSync(path.join(content, 'site.yaml'), '');
      utimesSync(path.join(content, 'site.yaml'), AFTER, AFTER);
      expect(buildDecision(project, stamp(), content)).toMatchObject({ rebuild: true });
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  });
});

describe('npm start, when the last build was made otherwise', () => {
  it('builds again after a development build', () => {
    const wanted = buildSettings(project, {});
    writeFileSync(stamp(), stampText({ ...wanted, mode: 'development' }));
    expect(buildDecision(project, stamp(), undefined, wanted)).toEqual({
      rebuild: true,
      reason: 'The last build was made in development mode, not production',
    });
  });

  it('builds again after a build of another content folder', () => {
    const wanted = buildSettings(project, {});
    writeFileSync(stamp(), stampText({ ...wanted, contentDir: '/srv/other/content' }));
    expect(buildDecision(project, stamp(), undefined, wanted)).toEqual({
      rebuild: true,
      reason: `The last build was made from /srv/other/content, not ${path.join(project, 'content')}`,
    });
  });

  it('builds again after a build whose stamp does not say how it was made', () => {
    writeFileSync(stamp(), BUILT_AT.toISOString());
    expect(buildDecision(project, stamp(), undefined, buildSettings(project, {}))).toMatchObject({ rebuild: true });
  });
});

describe("this project's build inputs", () => {
  const inputs = buildInputs(root);
  const watched = (file: string) => inputs.some((input) => file === input || file.startsWith(input + path.sep));

  // What npm run build runs (scripts/build.ts: Vite with its config, then the prerender and its workers), and each
  // local module the config and the prerender import, statically or not, sits in a file or folder npm start watches.
  it('cover the build script, the Vite config and the prerender', () => {
    for (const file of ['scripts/build.ts', 'vite.config.ts', 'scripts/prerender.ts', 'scripts/prerender-worker.mjs'])
      expect(watched(path.join(root, file)), file).toBe(true);
  });
  it.each(['vite.config.ts', 'scripts/prerender.ts'])('cover the local modules %s imports', (entry) => {
    const source = readFileSync(path.join(root, entry), 'utf8');
    const imported = [...source.matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)'/g)].map((m) =>
      path.resolve(root, path.dirname(entry), m[1] ?? ''),
    );
    expect(imported.length).toBeGreaterThan(0);
    for (const file of imported) expect(watched(file), `${path.relative(root, file)} is not watched`).toBe(true);
  });
});
