import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedWith } from './share.ts';

describe('sharedWith', () => {
  it('keeps the parts that did not change, and makes new the ones that did', () => {
    const before = {
      sections: [
        { type: 'hero', title: 'A' },
        { type: 'plans', plans: [{ price: 499 }] },
      ],
      n: 1,
    };
    const after = structuredClone(before);
    after.sections[1]!.plans![0]!.price = 549;
    const shared = sharedWith(before, after);
    expect(shared).toEqual(after);
    expect(shared.sections[0]).toBe(before.sections[0]);
    expect(shared.sections[1]).not.toBe(before.sections[1]);
    expect(shared).not.toBe(before);
  });

  it('gives back the previous value itself when nothing changed', () => {
    const before = { a: [1, { b: null }], c: 'x' };
    expect(sharedWith(before, structuredClone(before))).toBe(before);
  });

  it('notices removed keys, shorter lists and a list turned object', () => {
    expect(sharedWith({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(sharedWith([1, 2], [1])).toEqual([1]);
    expect(sharedWith([1], { 0: 1 })).toEqual({ 0: 1 });
  });

  it('keeps a "__proto__" key as an own key, as JSON.parse made it', () => {
    const next = JSON.parse('{"__proto__": false, "a": 1}') as object;
    const shared = sharedWith({ a: 1 }, next);
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(shared, '__proto__')?.value).toBe(false);
    expect(sharedWith(next, JSON.parse('{"__proto__": false, "a": 1}'))).toBe(next);
  });

  it('always equals the new value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sharedWith(a, b)).toEqual(b);
      }),
    );
  });
});
