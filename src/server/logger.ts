// The server's log: one JSON object per line on stdout (pino), for whatever collects it. Lines are written
// asynchronously and batched under load, so logging costs a request microseconds, not a blocking write.
import { pino, type DestinationStream, type Logger as Pino } from 'pino';
import type { Logger } from './domains/availability.ts';

/** Lines of text at three levels, for code that writes messages rather than fields. */
export interface TextLog extends Logger {
  info(message: string): void;
  error(message: string): void;
}

export type SiteLogger = Pino;

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** LOG_LEVEL as pino's level: info when unset or unknown (a typo must not silence the log or stop the server). */
export const logLevel = (value: string | undefined): string => {
  const level = value?.trim().toLowerCase() ?? '';
  return LEVELS.has(level) ? level : 'info';
};

export function createLogger(level = 'info', destination?: DestinationStream): SiteLogger {
  return pino(
    {
      level: logLevel(level),
      // Level names rather than numbers and ISO times: read by people as often as by machines.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Nothing logs these fields; should one ever be passed, it is cut out rather than written.
      redact: { paths: ['password', '*.password', 'headers.authorization', 'headers.cookie'], censor: '[redacted]' },
    },
    destination ?? pino.destination({ sync: false }),
  );
}

/** Env variables whose values are secrets by their names (provider keys, tokens, passwords). */
const SECRET_NAME = /KEY|SECRET|TOKEN|PASSWORD|AUTH/i;

/** The secret values of the environment: values of secret-named variables, and passwords inside *_URL values. */
export function secretsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const secrets: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (SECRET_NAME.test(name)) secrets.push(value);
    if (/_URL$/.test(name) && URL.canParse(value)) {
      const { password, username } = new URL(value);
      secrets.push(...[password, username].filter(Boolean).map(decodeURIComponent));
    }
  }
  // A value too short to be a real secret would cut ordinary words out of every message.
  return [...new Set(secrets)].filter((s) => s.length >= 6);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A URL's credentials, query and fragment: where provider keys travel. */
const URL_PARTS = /\b([a-z][a-z\d+.-]*:\/\/)(?:[^\s/@]*@)?([^\s?#]*)[?#]?\S*/gi;

/**
 * A message as it may be logged: every URL cut to its origin and path (a provider's request URL holds its key), and
 * every known secret value replaced, wherever it appears.
 */
export function scrubber(secrets: readonly string[]): (message: string) => string {
  const known = secrets.length ? new RegExp(secrets.map(escape).join('|'), 'g') : undefined;
  return (message) => {
    const cut = message.replace(URL_PARTS, '$1$2');
    return known ? cut.replace(known, '[redacted]') : cut;
  };
}

/**
 * The log for text made elsewhere (the domain code's provider failures and skipped suggestions, console output):
 * every message scrubbed of URLs' secrets and known secret values. It is the domain code's Logger (warn).
 */
export function scrubbedLogger(logger: SiteLogger, secrets: readonly string[]): TextLog {
  const scrub = scrubber(secrets);
  return {
    info: (message) => logger.info(scrub(message)),
    warn: (message) => logger.warn(scrub(message)),
    error: (message) => logger.error(scrub(message)),
  };
}
