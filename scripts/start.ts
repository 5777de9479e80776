// npm start: build when the build is missing or older than the sources, then serve it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
const stamp = path.join(root, 'dist/.build-complete');
const sources = [
  'src',
  'content',
  'public',
  'index.html',
  'vite.config.ts',
  'content-collections.ts',
  'package-lock.json',
];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (builtAt < Math.max(...sources.map((s) => newest(path.join(root, s))))) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Local settings and provider keys (see .env.example); the environment wins over the file.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href);
