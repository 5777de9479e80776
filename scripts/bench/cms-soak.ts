// npm run bench:cms-soak: the team's editor under a team's load. The service (npm run cms:serve) runs as its own
// process with its sessions in Redis and its drafts on a git daemon remote. Eight people sign in: four editors and
// two publishers at the start, two more editors half-way. They work on four drafts, on the same document half of
// the time (scripts/bench/cms-soak-people.ts), while the remote is killed and started again twice and Redis is
// paused for 2 s once. Printed: saves per minute, save and publish times (p50, p99), conflicts shown, failures by
// kind, the service's memory growth; then what the remote holds: every save answered "Saved" in its history (0
// lost), none undone by a later save, and no force-push. SOAK_SECONDS sets the length (default 300); --smoke: 12 s,
// the remote away for 2 s each time, the publishers' pauses a fifth (each event of the run still happens, and each
// publisher publishes), 2 s for the last pushes.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { addAccount } from '../../cms/team/auth/local-accounts.ts';
import { startRemote } from '../../cms/testing/git-remote.ts';
import { accepts } from '../../tests/helpers/ports.ts';
import { load } from './cms-bench.ts';
import { signIn, type Client, type Person } from './cms-soak-client.ts';
import { checkHistory, watchRefs } from './cms-soak-checks.ts';
import { editor, newLedger, publisher, type Pool } from './cms-soak-people.ts';
import { inSmoke, smoke } from './smoke.ts';
import { freePort, rssMb } from './soak-processes.ts';
import { tsxCommand } from '../node-command.ts';

const SECONDS = inSmoke(Number(process.env.SOAK_SECONDS ?? 300), 12);
/** How long the remote stays away each time it is killed */
const AWAY_SECONDS = inSmoke(10, 2);
const root = process.cwd();
const scratch = path.resolve(`.tmp/cms-soak-${process.pid}`);
const person = (name: string, role: Person['role']): Person => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@soak.test`,
  password: `${name}’s long soak password`,
  role,
});
const EDITORS = ['Ann Editor', 'Bea Writer', 'Cy Sales', 'Dee Copy'].map((n) => person(n, 'editor'));
const LATE = ['Eve Late', 'Fay Later'].map((n) => person(n, 'editor'));
const PUBLISHERS = ['Pat Publisher', 'Quinn Publisher'].map((n) => person(n, 'publisher'));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, ready: () => Promise<boolean>, ms = 60_000) {
  const started = Date.now();
  while (!(await ready().catch(() => false))) {
    if (Date.now() - started > ms) throw new Error(`${what} did not start within ${ms / 1000} s`);
    await sleep(100);
  }
}
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!) : NaN;
};

console.log(`load average at start: ${load()}; ${SECONDS} s`);
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const redisPort = await freePort();
const redis = spawn(
  'redis-server',
  ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  {
    stdio: 'ignore',
  },
);
await until('Redis', () => accepts(redisPort));
const remote = await startRemote({ parent: scratch });
// Taken, not refused, so that a force-push would show in the history rather than fail the service's push.
remote.bare('config', 'receive.denyNonFastForwards', 'false');
const bare = path.join(remote.dir, 'content.git');
const usersFile = path.join(scratch, 'users.json');
for (const p of [...EDITORS, ...LATE, ...PUBLISHERS]) await addAccount(usersFile, p);
cpSync(path.join(root, 'content'), path.join(scratch, 'content'), { recursive: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const service = spawn(...tsxCommand('scripts/cms-serve.ts'), {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(port),
    CMS_SESSION_SECRET: 'soak-session-secret-of-forty-eight-characters-xxx',
    CMS_USERS_FILE: usersFile,
    CMS_GIT_REMOTE: remote.url,
    CMS_CLONE_DIR: path.join(scratch, 'clone'),
    CMS_APP_DIR: path.join(scratch, 'app'),
    CMS_AUDIT_LOG: path.join(scratch, 'audit.log'),
    CONTENT_DIR: path.relative(root, path.join(scratch, 'content')),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    LOG_LEVEL: 'warn',
  },
});
const ledger = newLedger();
let stopped = false;
const pool: Pool = { drafts: [], stopped: () => stopped };
try {
  await until('the service', async () => (await fetch(`${base}/sign-in`)).ok, 120_000);
  const [first, ...others] = await Promise.all([...EDITORS, ...PUBLISHERS].map((p) => signIn(base, p)));
  const author = first!;
  let drafts = 0;
  const newDraft = async () => {
    for (;;) {
      const made = await author.call<{ draft?: { slug: string } }>('POST', '/api/drafts', {
        json: { title: `Soak draft ${++drafts}` },
      });
      if (made.body.draft) return made.body.draft.slug;
      await sleep(1000);
    }
  };
  for (let i = 0; i < 4; i++) pool.drafts.push(await newDraft());
  const refs = watchRefs(bare);
  const clients: Client[] = [author, ...others];
  const work = clients.map((c, i) =>
    c.person.role === 'editor' ? editor(c, pool, ledger, `p${i}`) : publisher(c, pool, ledger, newDraft),
  );
  const started = Date.now();
  const at = (s: number) => sleep(Math.max(0, started + s * 1000 - Date.now()));
  await at(Math.min(10, SECONDS / 10));
  const memoryAtStart = rssMb(service.pid!);
  let memoryPeak = memoryAtStart;
  const sampler = setInterval(() => (memoryPeak = Math.max(memoryPeak, rssMb(service.pid!))), 1000);
  const events = [
    { s: SECONDS * 0.2, what: 'the remote is killed', run: () => remote.kill() },
    { s: SECONDS * 0.2 + AWAY_SECONDS, what: 'the remote is back', run: () => remote.restart() },
    {
      s: SECONDS * 0.5,
      what: 'two more editors join',
      run: async () => {
        const late = await Promise.all(LATE.map((p) => signIn(base, p)));
        work.push(...late.map((c, i) => editor(c, pool, ledger, `late${i}`)));
      },
    },
    {
      s: SECONDS * 0.55,
      what: 'Redis paused for 2 s',
      run: async () => {
        redis.kill('SIGSTOP');
        await sleep(2000);
        redis.kill('SIGCONT');
      },
    },
    { s: SECONDS * 0.7, what: 'the remote is killed', run: () => remote.kill() },
    { s: SECONDS * 0.7 + AWAY_SECONDS, what: 'the remote is back', run: () => remote.restart() },
  ];
  for (const event of events) {
    await at(event.s);
    console.log(`${Math.round((Date.now() - started) / 1000)} s: ${event.what}`);
    await event.run();
  }
  await at(SECONDS);
  stopped = true;
  await Promise.all(work);
  clearInterval(sampler);
  const minutes = (Date.now() - started) / 60_000;
  const memoryAtEnd = rssMb(service.pid!);
  // The service pushes what it could not push while the remote was away; give it a moment after the last save.
  await sleep(inSmoke(5000, 2000));
  const forced = await refs.stop();
  const history = await checkHistory(bare, ledger.saved);
  console.log(
    `saves answered "Saved": ${ledger.saved.length} (${(ledger.saved.length / minutes).toFixed(1)} a minute)`,
  );
  console.log(`save time: p50 ${percentile(ledger.saveMs, 50)} ms, p99 ${percentile(ledger.saveMs, 99)} ms`);
  console.log(
    `publishes: ${ledger.published}; time p50 ${percentile(ledger.publishMs, 50)} ms, p99 ${percentile(ledger.publishMs, 99)} ms; refused as changed since review: ${ledger.publishStale}`,
  );
  console.log(`conflicts shown: ${ledger.conflictsShown}; uploads: ${ledger.uploads}`);
  console.log(`failures: ${JSON.stringify(ledger.failures)}`);
  console.log(
    `service memory: ${memoryAtStart.toFixed(0)} MB after warm-up, ${memoryAtEnd.toFixed(0)} MB at the end (peak ${memoryPeak.toFixed(0)} MB)`,
  );
  console.log(
    `lost: ${history.lost.length}; undone by a later save: ${history.undone.length}; force-pushes: ${forced.length}`,
  );
  for (const s of [...history.lost, ...history.undone]) console.log(`  ${s.draft} ${s.file} ${s.token}`);
  for (const f of forced) console.log(`  forced: ${f}`);
  console.log(`load average at end: ${load()}`);
  const faults = history.lost.length + history.undone.length + forced.length;
  // In smoke mode the counts are printed, not judged: a save made while the remote was away is pushed with its
  // draft's next save, which a 12 s run may never make (the earnest run has minutes of saves after each outage).
  if (smoke && faults > 0) console.log('smoke mode: these counts are not judged (a short run, scripts/bench/smoke.ts)');
  process.exitCode = faults > 0 && !smoke ? 1 : 0;
} finally {
  stopped = true;
  service.kill('SIGTERM');
  redis.kill('SIGCONT');
  redis.kill('SIGTERM');
  await remote.stop();
  if (process.exitCode === 0) rmSync(scratch, { recursive: true, force: true });
}
