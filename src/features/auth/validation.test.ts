import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidFields, isValidEmail, isValidPassword } from './validation.ts';

describe('isValidEmail', () => {
  it.each([
    ['ada@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['  ada@example.com  ', true],
    ['', false],
    ['ada', false],
    ['ada@', false],
    ['@example.com', false],
    ['ada@@example.com', false],
    ['ada @example.com', false],
    ['ada@-example.com', false],
  ])('%j -> %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
});

describe('isValidPassword', () => {
  it.each([
    ['Passw0rd', true],
    ['abcDEF12', true],
    ['A1bcdefghijklmnop', true],
    ['Pass0rd', false], // 7 characters
    ['password1', false], // no uppercase
    ['PASSWORD1', false], // no lowercase
    ['Password', false], // no digit
    ['Passw0rd!', false], // not letters and digits only
    ['Pass w0rd', false],
    ['Pässw0rd', false],
    ['', false],
  ])('%j -> %s', (password, valid) => expect(isValidPassword(password)).toBe(valid));

  const letterOrDigit = fc.constantFrom(...'abcxyzABCXYZ0189'.split(''));
  it('accepts exactly the strings of 8+ letters and digits with a lowercase, an uppercase and a digit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.oneof(letterOrDigit, fc.constantFrom('!', ' ', '_', 'é')), maxLength: 16 }),
        (s) => {
          const expected =
            s.length >= 8 && /^[A-Za-z0-9]+$/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s) && /[0-9]/.test(s);
          return isValidPassword(s) === expected;
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('accepts any valid password with characters appended from the allowed set', () => {
    fc.assert(
      fc.property(fc.string({ unit: letterOrDigit, maxLength: 20 }), (tail) => isValidPassword(`Ab1cdefg${tail}`)),
    );
  });
});

describe('invalidFields', () => {
  const register = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'Passw0rd',
    confirmPassword: 'Passw0rd',
    terms: true,
  };

  it('passes a complete registration', () => expect(invalidFields('register', register)).toEqual([]));
  it.each([
    [{ firstName: '  ' }, ['firstName']],
    [{ lastName: '' }, ['lastName']],
    [{ email: 'ada' }, ['email']],
    [{ password: 'password' }, ['password', 'confirmPassword']],
    [{ confirmPassword: '' }, ['confirmPassword']],
    [{ confirmPassword: 'Passw0rD' }, ['confirmPassword']],
    [{ terms: false }, ['terms']],
  ])('register with %j flags %j', (change, fields) =>
    expect(invalidFields('register', { ...register, ...change })).toEqual(fields),
  );

  it('checks sign-in and reset', () => {
    expect(invalidFields('signIn', {})).toEqual(['email', 'password']);
    expect(invalidFields('signIn', { email: 'a@b.co', password: 'x' })).toEqual([]);
    expect(invalidFields('forgotPassword', { email: 'nope' })).toEqual(['email']);
  });

  it('has no rules for the contact and affiliate forms', () => {
    expect(invalidFields('contact', { email: 'not an email' })).toEqual([]);
    expect(invalidFields('affiliate', {})).toEqual([]);
  });
});
