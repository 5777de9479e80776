// The editor's React app (cms/vite.config.ts) built into a folder of the caller's, for the benches that start the
// team service (team-service.ts) and for the smoke run, which builds it once for all of them (scripts/bench-smoke.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { binCommand } from '../node-command.ts';

/** Builds the editor app into `outDir` (absolute, or from the working folder); throws with the build's output. */
export function buildEditorApp(outDir: string): void {
  const build = spawnSync(...binCommand('vite', 'build', '--config', 'cms/vite.config.ts'), {
    env: { ...process.env, CMS_APP_DIR: path.relative(process.cwd(), path.resolve(outDir)) },
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (build.status !== 0)
    throw new Error(`the editor app's build failed (${build.status ?? build.signal}):\n${build.stdout}${build.stderr}`);
}
