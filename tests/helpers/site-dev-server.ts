// What `npm run dev` runs (the vite command: createServer with the project's vite.config.ts, then listen), for a
// test: on DEV_PORT at 127.0.0.1, with a cache folder of its own and no dependency prebundling. The site that `npm
// run cms` starts beside it shares node_modules/.vite, and a second optimizer rewriting that folder would pull the
// prebundled modules from under its pages. Nothing here changes whom the server answers or what it serves.
import path from 'node:path';
import { createServer } from 'vite';

const port = Number(process.env.DEV_PORT);
const cacheDir = process.env.DEV_CACHE_DIR;
if (!port || !cacheDir) throw new Error('site-dev-server.ts is started by tests/helpers/vite-dev-server.ts');

const server = await createServer({
  configFile: path.resolve('vite.config.ts'),
  // This process runs with tsx: the config is imported as it is, no bundled copy written beside it.
  configLoader: 'native',
  cacheDir,
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { host: '127.0.0.1', port, strictPort: true },
  logLevel: 'warn',
});
await server.listen();
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
