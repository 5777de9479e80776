// The soak's fake providers, in a process of their own so that their work neither delays the load's clients nor
// counts as the server's CPU: WhoAPI, ResellerClub and RDAP each on its own loopback origin (as the real ones are, so
// each gets its own pool of sockets). Started by scripts/bench/soak.ts, which drives them over IPC.
import { startFakeProviders, type Behaviour, type FakeProviders } from '../../tests/helpers/fake-providers.ts';

export type FakeMode = 'faults' | 'hang';
export type FakeRequest = { id: number; cmd: 'mode'; mode: FakeMode } | { id: number; cmd: 'stats' };
export interface FakeStats {
  /** Provider sockets connected now, idle keep-alive ones included */
  sockets: number;
  /** Sockets ever accepted, against the calls: how well connections are reused */
  connections: number;
  /** Requests not yet ended */
  open: number;
  calls: number;
}
export type FakeReply = { id: number; env: Record<string, string> } | ({ id: number } & FakeStats);

/** Share of provider calls that fail, split evenly among the ways real providers fail. */
const FAULT_SHARE = 0.2;
const FAULTS: Behaviour[] = ['http-500', 'malformed', 'reset', 'stall', 'hang'];
/** Of the calls that answer, the share that says "taken" (so that some suggestions are left out, as in real use) */
const TAKEN_SHARE = 0.3;
/** Every answer comes after this, like a quick provider a short way off */
const ROUND_TRIP_MS = Number(process.env.SOAK_PROVIDER_MS ?? 20);

let mode: FakeMode = 'faults';
function behaviour(): Behaviour {
  if (mode === 'hang') return 'hang';
  const r = Math.random();
  if (r < FAULT_SHARE) return FAULTS[Math.floor((r / FAULT_SHARE) * FAULTS.length)] as Behaviour;
  return Math.random() < TAKEN_SHARE ? 'taken' : 'available';
}

const rules = { whoapi: behaviour, resellerclub: behaviour, rdap: behaviour };
const fakes: FakeProviders[] = await Promise.all(
  [0, 1, 2].map(() => startFakeProviders({ delayMs: ROUND_TRIP_MS, rules })),
);
const [forWhoApi, forResellerClub, forRdap] = fakes as [FakeProviders, FakeProviders, FakeProviders];
const env = {
  WHOAPI_KEY: forWhoApi.env.WHOAPI_KEY as string,
  WHOAPI_URL: forWhoApi.env.WHOAPI_URL as string,
  RESELLERCLUB_AUTH_USERID: forResellerClub.env.RESELLERCLUB_AUTH_USERID as string,
  RESELLERCLUB_API_KEY: forResellerClub.env.RESELLERCLUB_API_KEY as string,
  RESELLERCLUB_URL: forResellerClub.env.RESELLERCLUB_URL as string,
  RDAP_BASE_URL: forRdap.env.RDAP_BASE_URL as string,
};

const sum = (f: (fake: FakeProviders) => number) => fakes.reduce((total, fake) => total + f(fake), 0);
const stats = (): FakeStats => ({
  sockets: sum((f) => f.sockets()),
  connections: sum((f) => f.connections()),
  open: sum((f) => f.open()),
  calls: sum((f) => Object.values(f.calls).reduce((n, list) => n + list.length, 0)),
});

const reply = (message: FakeReply) => process.send?.(message);
reply({ id: 0, env });
process.on('message', (message: FakeRequest) => {
  if (message.cmd === 'mode') mode = message.mode;
  reply({ id: message.id, ...stats() });
});
// Never outlive the soak, whatever happened to it.
process.on('disconnect', () => process.exit(0));
