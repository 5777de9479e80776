// npm run test:omit-dev: the project as a host deploys it runs on its production dependencies alone. In a temporary
// folder: the checkout's files and the built output (dist/ of npm run build; .cms-app/ and .cms-service/ of npm run
// cms:build), `npm ci --omit=dev --ignore-scripts` (from the npm cache when it can), no tsx nor Vite installed; then
// the site server answers a page and /healthz, and the team service, on Redis, adds an account (npm run cms:user),
// answers its sign-in page and signs that person in (npm run cms:serve). Prints how long each step took.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/helpers/ports.ts';
import { startRedis } from '../tests/helpers/redis-server.ts';

const root = process.cwd();
const BUILT = ['dist/.build-complete', '.cms-app/index.html', '.cms-service/cms-serve.js'];
const missing = BUILT.filter((file) => !existsSync(path.join(root, file)));
if (missing.length) throw new Error(`Build first (npm run build, npm run cms:build): missing ${missing.join(', ')}`);

const started = performance.now();
const timings: string[] = [];
const timed = async <T>(name: string, step: () => T | Promise<T>): Promise<T> => {
  const at = performance.now();
  const result = await step();
  timings.push(`${name} ${((performance.now() - at) / 1000).toFixed(1)} s`);
  return result;
};
const check = (ok: boolean, what: string) => {
  if (!ok) throw new Error(`omit-dev: ${what}`);
  console.log(`ok: ${what}`);
};

const dir = mkdtempSync(path.join(tmpdir(), 'omit-dev-'));
const children: ChildProcess[] = [];
const redis = await startRedis();
try {
  await timed('copy', () => {
    const tracked = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
    for (const file of tracked.stdout.split('\0').filter(Boolean))
      if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(dir, file), { recursive: true });
    for (const built of ['dist', '.cms-app', '.cms-service'])
      cpSync(path.join(root, built), path.join(dir, built), { recursive: true, preserveTimestamps: true });
  });
  const install = await timed('npm ci --omit=dev', () =>
    spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      encoding: 'utf8',
    }),
  );
  check(install.status === 0, `npm ci --omit=dev installs (${install.stdout.trim() || install.stderr.trim()})`);
  for (const dev of ['tsx', 'vite', 'typescript'])
    check(!existsSync(path.join(dir, 'node_modules', dev)), `no ${dev} installed`);

  /** A process of the deployed copy, and the first match of `ready` in its output. */
  const run = (args: string[], env: Record<string, string>, ready: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const child = spawn(args[0] ?? 'node', args.slice(1), {
        cwd: dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        // A group of its own, stopped whole: npm run leaves its child running when it is stopped itself.
        detached: true,
      });
      children.push(child);
      let out = '';
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        const found = ready.exec(out);
        if (found) resolve(found);
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${out}`)));
    });

  await timed('site server', async () => {
    const [, port] = await run(
      ['node', 'dist/server/server.js'],
      { HOST: '127.0.0.1', PORT: '0', DOMAIN_PROVIDERS: 'demo', REDIS_URL: redis.url },
      /Site running at http:\/\/localhost:(\d+)/,
    );
    const home = await fetch(`http://127.0.0.1:${port}/`);
    check(
      home.status === 200 && (await home.text()).includes('<h1'),
      'node dist/server/server.js serves the home page',
    );
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    check(health.status === 200, 'the site server answers /healthz');
  });

  await timed('team service', async () => {
    mkdirSync(path.join(dir, '.cms'));
    const email = 'pat@example.com';
    const password = 'a password long enough for the check';
    const user = spawnSync(
      'npm',
      ['run', '--silent', 'cms:user', '--', 'add', email, '--name', 'Pat', '--role', 'publisher'],
      {
        cwd: dir,
        input: `${password}\n`,
        encoding: 'utf8',
        env: { ...process.env, CMS_USERS_FILE: '.cms/users.json' },
      },
    );
    check(user.status === 0, `npm run cms:user adds an account (${user.stdout.trim()} ${user.stderr.trim()})`);
    const port = await freePort();
    const site = `http://127.0.0.1:${port}`;
    await run(
      ['npm', 'run', '--silent', 'cms:serve'],
      {
        CMS_HOST: '127.0.0.1',
        CMS_PORT: String(port),
        CMS_PUBLIC_URL: site,
        CMS_SESSION_SECRET: 'a session secret for the omit-dev check, long enough',
        CMS_USERS_FILE: '.cms/users.json',
        REDIS_URL: redis.url,
      },
      /listening on 127\.0\.0\.1:\d+/,
    );
    const page = await fetch(`${site}/sign-in`);
    check(page.status === 200 && (await page.text()).includes('Sign in to the content editor'), 'cms:serve signs in');
    const signIn = await fetch(`${site}/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }),
    });
    check(
      signIn.status === 303 && signIn.headers.has('set-cookie'),
      'the account signs in (argon2, sessions in Redis)',
    );
  });
} finally {
  for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  await redis.kill();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`omit-dev check done in ${((performance.now() - started) / 1000).toFixed(1)} s (${timings.join(', ')})`);
