// npm run test:content-edits runs the unit and component tests that can see the edited content, and only those: the
// others (a normaliser's table, a store, the editor's dialogs on fixtures of their own) pass or fail the same on any
// content, so running them again proves nothing the unit step has not. Which tests can see it is read from the code,
// not listed by hand: a test new tomorrow is picked as it imports what it imports.
//
// The edited copy reaches a test in one of three ways, all through CONTENT_DIR: the content plugin's virtual
// modules (`virtual:content/...`, which the layout, the sections and the copy import), a module that reads
// CONTENT_DIR itself (tests/helpers/content-fixture.ts's `contentDir`, the body-image and preview code), or a script
// that the test starts and that inherits the environment. `vitest related` then takes every test whose imports, direct
// or not, static or dynamic, reach one of these modules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Source that reads the content folder named by CONTENT_DIR, or imports what the content plugin makes from it */
const readsContent = /virtual:content\/|\bCONTENT_DIR\b/;
/** A test that starts a process: it inherits CONTENT_DIR, and the program may read the content */
const startsProcess = /\b(?:spawn|spawnSync|execFile|execFileSync|exec|execSync|fork)\(/;
const testFile = /\.test\.tsx?$/;
// vite.config.ts reads CONTENT_DIR too, but vitest reruns everything when the config is named as related.
const folders = ['src', 'cms', 'tests/helpers', 'tests/unit'];

/** Absolute paths of the files `vitest related` starts from: those that read the content, and the tests that start processes. */
export function contentReaders(root: string): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(?:ts|tsx)$/.test(name) && !name.endsWith('.d.ts'))
      .map((name) => path.join(root, folder, name))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return readsContent.test(text) || (testFile.test(file) && startsProcess.test(text));
      }),
  );
}
