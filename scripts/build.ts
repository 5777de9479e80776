// npm run build: client bundle, server bundle, then prerender every route, and npm start's own script compiled
// (scripts/build-node.ts). Any content problem stops it.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { buildSettings, stampText } from './build-inputs.ts';
import { binCommand, tsxCommand } from './node-command.ts';

// BUILD_MODE=development builds with React's development runtime (the hydration check reads its warnings).
const mode = ['--mode', process.env.BUILD_MODE ?? 'production'];
const env = { ...process.env, NODE_ENV: process.env.BUILD_MODE === 'development' ? 'development' : 'production' };
const steps: [string, [string, string[]]][] = [
  ['vite client', binCommand('vite', 'build', ...mode, '--logLevel', 'warn')],
  ['vite server', binCommand('vite', 'build', '--ssr', ...mode, '--logLevel', 'warn')],
  ['tsx prerender', tsxCommand('scripts/prerender.ts')],
  ['tsx build-node', tsxCommand('scripts/build-node.ts', 'site')],
];

const outDir = process.env.OUT_DIR ?? 'dist';
const started = performance.now();
rmSync(outDir, { recursive: true, force: true });
const timings: string[] = [];
for (const [name, [command, args]] of steps) {
  const stepStarted = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  timings.push(`${name} ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
}
// When it finished and how it was made: npm start builds again for another mode or content folder.
writeFileSync(`${outDir}/.build-complete`, stampText(buildSettings(process.cwd())));
console.log(`build done in ${((performance.now() - started) / 1000).toFixed(1)} s (${timings.join(', ')})`);
