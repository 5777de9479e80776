// No circle of imports in src/ or cms/, type imports included (issue 37). The one check of it: lint's import-x/no-cycle
// followed value imports only, and took a tenth of the lint's time to find what this finds in a second (issue 39).
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

  const ringsIn = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-circles-'));
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
      return circles(sourceFiles(dir)).map((ring) => ring.map((file) => path.basename(file)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('finds a ring of value imports', () => {
    expect(
      ringsIn({
        'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
        'b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
        'c.tsx': "import { a } from './a.ts';\nexport const c = a;\n",
      }),
    ).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds a ring held by type imports alone', () => {
    expect(
      ringsIn({
        'a.ts': "import type { B } from './b.ts';\nexport type A = B[];\n",
        'b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
        'c.ts': "export type { A } from './a.ts';\n",
      }),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
