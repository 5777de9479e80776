import { describe, expect, it } from 'vitest';
import { createLogger, logLevel, scrubbedLogger, scrubber, secretsFromEnv } from './logger.ts';

describe('logLevel (LOG_LEVEL)', () => {
  it.each([
    [undefined, 'info'],
    ['', 'info'],
    ['debug', 'debug'],
    [' WARN ', 'warn'],
    ['silent', 'silent'],
    ['verbose', 'info'],
  ])('%j → %j', (value, level) => expect(logLevel(value)).toBe(level));
});

describe('secretsFromEnv', () => {
  it('finds provider keys, tokens and passwords in URLs, and leaves the rest', () => {
    const secrets = secretsFromEnv({
      WHOAPI_KEY: 'whoapi-key-123',
      RESELLERCLUB_API_KEY: 'rc-key-456',
      RESELLERCLUB_AUTH_USERID: '1234567',
      REDIS_URL: 'redis://default:redis%20pass@cache.internal:6379',
      WHOAPI_URL: 'https://api.whoapi.com/',
      PORT: '3000',
      SHORT_KEY: 'abc',
    });
    expect(secrets.sort()).toEqual(['1234567', 'default', 'redis pass', 'rc-key-456', 'whoapi-key-123'].sort());
  });
});

describe('scrubber', () => {
  const scrub = scrubber(['whoapi-key-123', 'rc-key-456']);

  it.each([
    [
      'whoapi could not check a.com: request to https://api.whoapi.com/?domain=a.com&r=taken&apikey=whoapi-key-123 failed',
      'whoapi could not check a.com: request to https://api.whoapi.com/ failed',
    ],
    ['redis://user:pw@cache:6379 is down', 'redis://cache:6379 is down'],
    ['auth failed for rc-key-456 (retrying)', 'auth failed for [redacted] (retrying)'],
    ['key whoapi-key-123 in a path /v1/whoapi-key-123/x', 'key [redacted] in a path /v1/[redacted]/x'],
    ['rdap could not check b.io: HTTP 500', 'rdap could not check b.io: HTTP 500'],
  ])('%s', (message, logged) => expect(scrub(message)).toBe(logged));
});

describe('scrubbedLogger', () => {
  it('writes scrubbed JSON lines at the right levels', () => {
    const lines: string[] = [];
    const log = scrubbedLogger(createLogger('info', { write: (l: string) => void lines.push(l) }), ['whoapi-key-123']);
    log.warn('failed with key whoapi-key-123');
    log.error('boom');
    const parsed = lines.map((l) => JSON.parse(l) as { level: string; msg: string; time: string });
    expect(parsed.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 'warn', msg: 'failed with key [redacted]' },
      { level: 'error', msg: 'boom' },
    ]);
    expect(new Date(parsed[0]?.time ?? '').getTime()).not.toBeNaN();
  });
});
