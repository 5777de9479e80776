import { describe, expect, it } from 'vitest';
import { afterAnswers } from './after-answers.ts';
import type { AvailabilityChecker } from './availability.ts';
import { searchDomains } from './search.ts';
import { searchPrices } from '../../../tests/helpers/fake-providers.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('afterAnswers', () => {
  it('aborts one turn after its source, with the same reason', async () => {
    const source = new AbortController();
    const work = afterAnswers(source.signal);
    source.abort(new Error('deadline'));
    expect(work.aborted).toBe(false);
    await nextTurn();
    expect(work.aborted).toBe(true);
    expect(work.reason).toBe(source.signal.reason);
  });

  it('follows a source that had already aborted', async () => {
    const work = afterAnswers(AbortSignal.abort(new Error('gone')));
    await nextTurn();
    expect(work.reason).toEqual(new Error('gone'));
  });

  it('a search past its deadline answers before its provider calls are stopped', async () => {
    const signals: AbortSignal[] = [];
    const hanging: AvailabilityChecker = {
      providerCalls: 0,
      priceOf: () => 999,
      check(_domain, signal) {
        signals.push(signal as AbortSignal);
        return new Promise(() => {});
      },
    };
    const search = searchDomains('outage.com', {
      checker: hanging,
      extensions: Object.keys(searchPrices),
      deadlineMs: 50,
      log: { warn() {} },
    });
    await expect(search).rejects.toThrow('Unable to check domain availability');
    expect(signals.some((s) => s.aborted)).toBe(false);
    await nextTurn();
    expect(signals.every((s) => s.aborted)).toBe(true);
  });
});
