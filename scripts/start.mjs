// npm start, in plain JavaScript so that it runs with node alone: build when there is no build yet (a fresh clone,
// with its dev dependencies), then run the compiled start (scripts/start.ts, built into dist/start.js), which builds
// again when the build is older than the sources and serves dist/server/server.js.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const start = path.join(process.cwd(), 'dist/start.js');
if (!existsSync(start)) {
  process.stdout.write('No build yet: building…\n');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(start).href);
