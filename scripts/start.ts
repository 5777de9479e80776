// npm start: build when there is no build, or one older than the sources or made otherwise (another mode or content
// folder: scripts/build-inputs.ts), then serve it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDecision } from './build-inputs.ts';

const root = process.cwd();
const decision = buildDecision(root, path.join(root, 'dist/.build-complete'));
if (decision.rebuild) {
  console.log(`${decision.reason}: building…`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Local settings and provider keys (see .env.example); the environment wins over the file.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href);
