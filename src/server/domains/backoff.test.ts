import { describe, expect, it } from 'vitest';
import { Backoff, DEFAULT_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS, parseRetryAfter } from './backoff.ts';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it.each([
    ['30', 30_000],
    [' 0 ', 0],
    ['Sun, 01 Mar 2026 12:02:00 GMT', 120_000],
    ['Sun, 01 Mar 2026 11:00:00 GMT', 0],
    [null, DEFAULT_RETRY_AFTER_MS],
    ['', DEFAULT_RETRY_AFTER_MS],
    ['soon', DEFAULT_RETRY_AFTER_MS],
    ['-5', DEFAULT_RETRY_AFTER_MS],
    ['999999', MAX_RETRY_AFTER_MS],
  ])('%j waits %i ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });
});

describe('Backoff', () => {
  it('holds a key until its time has passed, and never shortens a longer wait', () => {
    let now = 1000;
    const backoff = new Backoff(() => now);
    expect(backoff.remaining('rdap rdap.nic.us')).toBe(0);
    backoff.block('rdap rdap.nic.us', 30_000);
    backoff.block('rdap rdap.nic.us', 5_000);
    expect(backoff.remaining('rdap rdap.nic.us')).toBe(30_000);
    expect(backoff.remaining('rdap rdap.verisign.com')).toBe(0);
    now += 29_999;
    expect(backoff.remaining('rdap rdap.nic.us')).toBe(1);
    now += 1;
    expect(backoff.remaining('rdap rdap.nic.us')).toBe(0);
  });
});
