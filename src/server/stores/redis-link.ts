import { Redis, ReplyError } from 'ioredis';
import type { StateLog } from './shared-state.ts';

/**
 * The longest a search waits for one Redis command. Past it Redis counts as down, and this process's memory answers
 * until Redis is back: a cache lookup is worth a fraction of a provider call, never a slower search.
 */
const COMMAND_TIMEOUT_MS = 150;
/** How often a Redis that stopped answering is asked again (a PING, off the search path) */
const PROBE_EVERY_MS = 1000;

/** Thrown at once, without a round trip, while Redis is known to be down. */
class RedisDownError extends Error {
  constructor(where: string) {
    super(`Redis at ${where} is not answering`);
    this.name = 'RedisDownError';
  }
}

/** One Redis connection that knows whether Redis answers, and says so in the log when that changes. */
export interface RedisLink {
  /** Whether commands go to Redis now; while false, callers use their memory fallback */
  readonly up: boolean;
  /**
   * Sends a command unless Redis is known to be down (then rejects at once with RedisDownError). A time-out or a
   * lost connection marks Redis down; an error reply (Redis answered) does not.
   */
  run<T>(command: (client: Redis) => Promise<T>): Promise<T>;
  /** PING within COMMAND_TIMEOUT_MS: true marks Redis up again, false down */
  ping(): Promise<boolean>;
  /** Quits (or drops the connection when Redis does not answer) and stops reconnecting; never rejects */
  close(): Promise<void>;
}

/** host:port only: a REDIS_URL may hold a password, which never reaches a log. */
const describe = (url: string) => {
  try {
    return new URL(url).host || 'REDIS_URL';
  } catch {
    return 'REDIS_URL';
  }
};

export function redisLink(url: string, log: StateLog, timeoutMs = COMMAND_TIMEOUT_MS): RedisLink {
  const where = describe(url);
  const client = new Redis(url, {
    commandTimeout: timeoutMs,
    connectTimeout: 2000,
    // Commands fail at once while disconnected instead of queueing behind a reconnect the search cannot wait for.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Back within two seconds of Redis answering again, whatever the default back-off of this ioredis version.
    retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, 2000),
    // The concurrent lookups of one search leave in one write.
    enableAutoPipelining: true,
    // ioredis 6 speaks RESP3 by default, which Redis before 6 and some Redis-compatible services refuse at connect;
    // nothing here needs RESP3.
    protocol: 2,
  });
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  let closing = false;
  let probe: NodeJS.Timeout | undefined;

  const markUp = () => {
    if (state === 'up' || closing) return;
    if (state === 'down')
      log.info(`Redis at ${where} answers again: the availability cache and rate limits are shared through it again`);
    state = 'up';
    clearInterval(probe);
    probe = undefined;
  };
  const markDown = (reason: string) => {
    if (state === 'down' || closing) return;
    state = 'down';
    log.warn(
      `Redis at ${where} is not answering (${reason}): the availability cache and rate limits use this process's memory until it does`,
    );
    // A lost connection comes back through ioredis's reconnect ('ready'); a Redis that holds the connection open
    // but stopped answering is only noticed by asking.
    probe = setInterval(() => void ping(), PROBE_EVERY_MS);
    probe.unref();
  };

  async function ping(): Promise<boolean> {
    if (client.status !== 'ready') return false;
    try {
      await client.ping();
      markUp();
      return true;
    } catch (error) {
      markDown((error as Error).message);
      return false;
    }
  }

  client.on('ready', markUp);
  // Without a listener ioredis prints every failed reconnect; the link logs the change of state once instead.
  client.on('error', (error: Error) => markDown(error.message));
  client.on('close', () => markDown('connection closed'));

  return {
    get up() {
      return state === 'up';
    },
    async run(command) {
      if (state !== 'up') throw new RedisDownError(where);
      try {
        return await command(client);
      } catch (error) {
        if (!(error instanceof ReplyError)) markDown((error as Error).message);
        throw error;
      }
    },
    ping,
    async close() {
      closing = true;
      clearInterval(probe);
      let timer: NodeJS.Timeout | undefined;
      const quit = client.quit().catch(() => undefined);
      await Promise.race([quit, new Promise((resolve) => (timer = setTimeout(resolve, 2 * timeoutMs)))]);
      clearTimeout(timer);
      client.disconnect();
    },
  };
}
