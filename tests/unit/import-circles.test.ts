// No circle of imports in src/ or cms/, type imports included (issue 37; lint's import-x/no-cycle skips types).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../helpers/content-fixture.ts';
import { circles, sourceFiles } from '../helpers/import-circles.ts';

const relative = (ring: string[]) => ring.map((file) => path.relative(root, file));

describe('the house has no circle of imports', () => {
  for (const folder of ['src', 'cms'])
    it(`in ${folder}/, type imports included`, () => {
      expect(circles(sourceFiles(path.join(root, folder))).map(relative)).toEqual([]);
    });

  it('finds a ring held by type imports alone, which lint does not see', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-circles-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport type A = B[];\n");
      writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.ts';\nexport type B = { a?: A };\n");
      writeFileSync(path.join(dir, 'c.ts'), "export type { A } from './a.ts';\n");
      expect(circles(sourceFiles(dir)).map((ring) => ring.map((file) => path.basename(file)))).toEqual([
        ['a.ts', 'b.ts'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
