// The team service's clock in the e2e (tests/helpers/cms-team-service.ts starts the service with a clock it moves:
// cms/testing/manual-clock.ts), and how a spec moves it: over a Unix socket in the run's scratch folder, which only
// this machine's user reaches. The service itself has no route, setting or variable that moves its clock: the
// production start (scripts/cms-serve.ts) always runs on the system's.
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import type { ManualClock } from '../../cms/testing/manual-clock.ts';
import { TEAM_SCRATCH } from './cms-team.ts';

/** Where the harness listens */
const SOCKET = path.join(TEAM_SCRATCH, 'clock', 'clock.sock');
/** Where the service's clock starts: a week before Black Friday 2026, whatever the day the e2e runs */
export const CLOCK_START = '2026-11-20T09:00:00.000Z';

/** Serves the clock to the specs: GET / says the time, POST / {"to"} moves it and answers once its work is done. */
export function serveClock(clock: ManualClock) {
  rmSync(path.dirname(SOCKET), { recursive: true, force: true });
  mkdirSync(path.dirname(SOCKET), { recursive: true, mode: 0o700 });
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET') return answer(200, { now: new Date(clock.now()).toISOString() });
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const to = (JSON.parse(text || '{}') as { to?: string }).to ?? '';
      clock.moveTo(to).then(
        () => answer(200, { now: new Date(clock.now()).toISOString() }),
        (error: Error) => answer(400, { error: error.message }),
      );
    });
  });
  server.listen(SOCKET);
  return server;
}

function ask(method: 'GET' | 'POST', body?: unknown, timeoutMs = 10_000): Promise<{ now: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: SOCKET, method, path: '/', timeout: timeoutMs }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        const parsed = JSON.parse(text) as { now: string; error?: string };
        if (res.statusCode === 200) resolve(parsed);
        else reject(new Error(parsed.error ?? `the clock answered ${res.statusCode}`));
      });
    });
    req.on('timeout', () => req.destroy(new Error(`The service's clock did not answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The service's time now */
export const serviceClock = async () => (await ask('GET')).now;

/** Moves the service's clock to a later time; resolves once every plan due by then has run (within `timeoutMs`). */
export const moveServiceClock = async (to: string, timeoutMs: number) => (await ask('POST', { to }, timeoutMs)).now;
