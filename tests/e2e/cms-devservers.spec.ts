// Every dev server the project starts (npm run dev, and npm run cms's site and editor) against another page the
// developer has open, here a tool on another loopback port: it tries to read project files, the team's users file
// among them, from each. Also a DNS name rebound to 127.0.0.1 (a foreign Host) and a direct request for the users
// file, which the dev servers must not hand to anyone.
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { rawRequest } from '../helpers/raw-request.ts';
import { startViteDev, type DevServer } from '../helpers/vite-dev-server.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
// playwright.config.ts starts npm run cms with the editor on + 3 and its site one below; + 4 and + 6 are this file's.
const servers = { 'npm run dev': port + 4, 'cms site': port + 2, 'cms editor': port + 3 };
const attackerPort = port + 6;
const attacker = `http://localhost:${attackerPort}`;
const root = process.cwd();
// A users file where the docs once said to make it (the project root) and where they say now; fake, and marked.
const marker = `fake-hash-${randomBytes(8).toString('hex')}`;
const usersFiles = ['cms-users.json', '.cms/users.json'];
const paths = [
  '/',
  ...usersFiles.map((file) => `/${file}`),
  '/package.json',
  '/content/site.yaml',
  '/src/server/csp.ts',
  ...['package.json', ...usersFiles].map((file) => `/@fs${root}/${file}`),
];

let devServer: DevServer | undefined;
let tool: Server | undefined;
const planted: string[] = [];
const madeDirs: string[] = [];

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  // The hook's own time-out (describe.configure sets the test's): npm run dev answers within startViteDev's 60 s, and
  // took over the default 30 s at load 15.
  test.setTimeout(90_000);
  for (const file of usersFiles) {
    const full = path.join(root, file);
    if (!existsSync(path.dirname(full))) {
      mkdirSync(path.dirname(full));
      madeDirs.push(path.dirname(full));
    }
    // A real users file is left as it is, and read by nobody here either.
    if (existsSync(full)) continue;
    const users = [
      { email: 'fake@example.test', name: 'Fake', role: 'publisher', passwordHash: `$argon2id$${marker}` },
    ];
    writeFileSync(full, JSON.stringify({ users }), { flag: 'wx', mode: 0o600 });
    planted.push(full);
  }
  devServer = await startViteDev(servers['npm run dev'], path.resolve(`.tmp/e2e-${port}`));
});

test.afterAll(async () => {
  tool?.close();
  await devServer?.stop();
  for (const file of planted) rmSync(file, { force: true });
  // Only as it was made: anything put there meanwhile stays.
  for (const dir of madeDirs) if (readdirSync(dir).length === 0) rmdirSync(dir);
});

test('no dev server lets a page on another loopback port read a project file, nor answers a foreign host', async ({
  page,
}) => {
  const started = Date.now();
  tool = createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Another tool</title>'),
  );
  await new Promise<void>((resolve) => tool?.listen(attackerPort, '127.0.0.1', resolve));
  await page.goto(`${attacker}/`);
  const urls = Object.entries(servers).flatMap(([name, p]) =>
    paths.map((target) => ({ name, target, url: `http://127.0.0.1:${p}${target}` })),
  );
  const reads = await page.evaluate(
    (all) =>
      Promise.all(
        all.map(({ url }) =>
          fetch(url).then(
            async (r) => `read ${r.status}: ${(await r.text()).replace(/\s+/g, ' ').slice(0, 60)}`,
            (e: Error) => `failed: ${e.name}`,
          ),
        ),
      ),
    urls,
  );
  const report = urls.map(({ name, target }, i) => `${name} ${target} -> ${reads[i]}`);

  for (const [name, p] of Object.entries(servers)) {
    // Control: the server does serve the project (so a refused read above is the browser's doing, not a 404).
    const own = await rawRequest(p, `/@fs${root}/package.json`);
    report.push(`${name} same-origin /@fs/…/package.json -> ${own.status}`);
    expect(own.status, `${name} serves the project to its own pages`).toBe(200);
    // No CORS answer to another origin, for a simple request or a preflight.
    const origin = { origin: attacker, 'access-control-request-method': 'GET' };
    for (const method of ['GET', 'OPTIONS']) {
      const answer = await rawRequest(p, '/package.json', { method, headers: origin });
      const allowed = answer.headers['access-control-allow-origin'];
      report.push(
        `${name} ${method} /package.json from ${attacker} -> Access-Control-Allow-Origin: ${allowed ?? 'none'}`,
      );
    }
    // A DNS name rebound to 127.0.0.1 sends its own name as Host.
    for (const target of ['/', '/package.json']) {
      const answer = await rawRequest(p, target, { headers: { host: 'evil.example' } });
      report.push(`${name} ${target} with Host: evil.example -> ${answer.status}`);
    }
    // Not even the server's own pages get the users file, however it is asked for.
    for (const file of usersFiles)
      for (const target of [`/${file}`, `/${file}?raw`, `/${file}?import&raw`, `/@fs${root}/${file}?raw`]) {
        const answer = await rawRequest(p, target);
        report.push(
          `${name} same-origin ${target} -> ${answer.status}${answer.body.includes(marker) ? ' LEAKED' : ''}`,
        );
      }
  }
  console.log(`${report.join('\n')}\n(${Date.now() - started} ms)`);

  const leaks = report.filter(
    (line) =>
      / -> read /.test(line) ||
      /Access-Control-Allow-Origin: (?!none)/.test(line) ||
      /Host: evil\.example -> (?!403)/.test(line) ||
      line.endsWith('LEAKED'),
  );
  expect(leaks).toEqual([]);
});
