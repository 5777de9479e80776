// The layer rules of eslint.config.js, tried on files that break them: `npm run lint` must refuse each.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from '../helpers/content-fixture';

const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

// Resolving imports with the TypeScript resolver takes a few seconds on a busy machine.
describe('layer boundaries', { timeout: 60_000 }, () => {
  it('refuses an import from ui/ into a feature', async () => {
    const code = "import { useSession } from '../features/auth/session';\nexport const probe = useSession;\n";
    expect(await ruleIds('src/ui/Probe.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses content in ui/', async () => {
    const code = "import site from 'virtual:content/site';\nexport const probe = site;\n";
    expect(await ruleIds('src/ui/Probe.tsx', code)).toContain('no-restricted-imports');
  });

  it("refuses a feature reaching into another feature's internals", async () => {
    const code = "import { ThemeToggle } from '../theme/ThemeToggle';\nexport const probe = ThemeToggle;\n";
    expect(await ruleIds('src/features/auth/Probe.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('lets the server import what it shares with the pages (the domain normaliser, ...) and nothing else', async () => {
    const allowed =
      "import { normalizeDomain } from '../features/domain-search/normalize';\nexport const probe = normalizeDomain;\n";
    expect(await ruleIds('src/server/probe.ts', allowed)).toEqual([]);
    const refused = "import { contentLoader } from '../content/load';\nexport const probe = contentLoader;\n";
    expect(await ruleIds('src/server/probe.ts', refused)).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    // The rule reads imported files from disk, so the two modules of the cycle are real files for a moment.
    const dir = path.join(root, 'src/lint-probe');
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
