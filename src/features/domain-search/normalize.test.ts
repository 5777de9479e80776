import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ERRORS, DomainInputError, normalizeDomain } from './normalize.ts';

const supported = ['com', 'net', 'org', 'io', 'us', 'uk', 'ca', 'co', 'biz', 'app'];
const run = (input: string) => {
  try {
    return normalizeDomain(input, supported)?.domain ?? null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('normalizeDomain', () => {
  it.each([
    ['', null],
    ['   \t\n ', null],
    ['example', 'example.com'],
    ['  Example.COM  ', 'example.com'],
    ['ex ample . net', 'example.net'],
    ['www.example.org', 'example.org'],
    ['WWW.Example', 'example.com'],
    ['www', 'www.com'],
    ['my-site.io', 'my-site.io'],
    ['a.co', 'a.co'],
    ['x1.biz', 'x1.biz'],
    ['shop.app', 'shop.app'],
    ['a'.repeat(63) + '.uk', 'a'.repeat(63) + '.uk'],
    ['example.xyz', DOMAIN_ERRORS.extension],
    ['example.', DOMAIN_ERRORS.extension],
    ['example.dev', DOMAIN_ERRORS.extension],
    ['example.c0m', DOMAIN_ERRORS.extension],
    ['a'.repeat(64) + '.com', DOMAIN_ERRORS.characters],
    ['-example.com', DOMAIN_ERRORS.characters],
    ['example-.com', DOMAIN_ERRORS.characters],
    ['exa_mple.com', DOMAIN_ERRORS.characters],
    ['exämple.com', DOMAIN_ERRORS.characters],
    ['sub.example.com', DOMAIN_ERRORS.characters],
    ['.com', DOMAIN_ERRORS.characters],
    ['www..com', DOMAIN_ERRORS.characters],
  ])('%j -> %j', (input, expected) => {
    expect(run(input)).toBe(expected);
  });

  it('never throws anything but the two spec errors, and every domain it returns obeys the rules', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcxyz019-._ WwMCOo\t\u00e9'.split('')), maxLength: 80 }),
        (input) => {
          try {
            const result = normalizeDomain(input, supported);
            if (result === null) return input.trim() === '';
            const [name, extension, ...rest] = result.domain.split('.');
            return (
              rest.length === 0 &&
              /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(name ?? '') &&
              (name ?? '').length <= 63 &&
              supported.includes(extension ?? '') &&
              result.name === name &&
              result.extension === extension
            );
          } catch (error) {
            return error instanceof DomainInputError && Object.values(DOMAIN_ERRORS).includes(error.message as never);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: a normalised domain normalises to itself', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/).filter((n) => n !== 'www'),
        fc.constantFrom(...supported),
        (name, tld) => {
          const once = normalizeDomain(`${name}.${tld}`, supported);
          return once !== null && normalizeDomain(once.domain, supported)?.domain === once.domain;
        },
      ),
    );
  });

  it('never refuses a term for its spaces: the length cap counts what is left once they are gone', () => {
    expect(run(`example.com${' '.repeat(95)}`)).toBe('example.com');
    expect(run(` ${'a '.repeat(63)}.io `)).toBe(`${'a'.repeat(63)}.io`);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,63}$/), fc.nat(900), (name, spaces) => {
        return run(`${' '.repeat(spaces)}${name}.com${' '.repeat(spaces)}`) === `${name}.com`;
      }),
    );
  });

  it('refuses a name too long to be a label, and searches a domain however much whitespace is around it', () => {
    expect(run(`${'a'.repeat(100)}.com`)).toBe(DOMAIN_ERRORS.characters);
    expect(run(`example.com${' '.repeat(3000)}`)).toBe('example.com');
  });
});
