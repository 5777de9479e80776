// The unit tests as two vitest projects (vite.config.ts). Vitest runs each test file in a process of its own by
// default; a component test's process spent most of its time starting: Node, then jsdom, React, Testing Library and
// the editor's packages, again for every file ("environment" and "import" were three quarters of the suite's CPU in
// these files). The component tests (a file that declares `@vitest-environment jsdom`) share their worker's process
// instead, each file on a fresh page with its own modules (tests/helpers/setup.ts). A file that replaces a module
// with vi.mock keeps a process of its own: vitest keeps a worker's mocks until the worker ends.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const testFolders = ['src', 'cms', 'tests/unit'];
const testFile = /\.test\.tsx?$/;
/**
 * Component tests that keep a process of their own all the same. Island.test.tsx gives React 100 ms of real time to
 * hydrate (its `settle`): after other files in the same process it missed that in 2 runs of 2 at load 13-18 (in a
 * process of its own, in 1 run of 3).
 */
const ownProcess = new Set(['src/ui/Island.test.tsx']);

function* testFiles(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(root, file);
    else if (testFile.test(entry.name)) yield file;
  }
}

/** The component test files that can share a worker: jsdom, no module replaced, not in `ownProcess`. Paths from `root`. */
export function sharedComponentFiles(root: string): string[] {
  return testFolders
    .flatMap((folder) => [...testFiles(root, folder)])
    .filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return (
        /@vitest-environment jsdom\b/.test(text) && !/\bvi\.(?:mock|doMock)\(/.test(text) && !ownProcess.has(file)
      );
    });
}
