// The rules of the forms: sign-in, register, reset and the job applications. Messages live in the page content.
import { isAcceptableCv, type FileInfo } from './cv-file.ts';

/** The WHATWG rule for <input type=email>: what a browser itself would accept. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const PASSWORD_MIN_LENGTH = 8;

export const isValidEmail = (value: string) => EMAIL.test(value.trim());

/** At least 8 characters, letters and digits only, with a lowercase letter, an uppercase letter and a digit. */
export const isValidPassword = (value: string) =>
  value.length >= PASSWORD_MIN_LENGTH &&
  /^[A-Za-z0-9]+$/.test(value) &&
  /[a-z]/.test(value) &&
  /[A-Z]/.test(value) &&
  /\d/.test(value);

export type Values = Record<string, string | boolean | FileInfo>;
type Rule = (value: Values[string], values: Values) => boolean;

const text = (v: Values[string]) => (typeof v === 'string' ? v : '');
const filled: Rule = (v) => text(v).trim() !== '';

/** A job application, for a given job (apply) or for a future one (resume). */
const application: Record<string, Rule> = {
  firstName: filled,
  lastName: filled,
  email: (v) => isValidEmail(text(v)),
  cv: isAcceptableCv,
  coverLetter: filled,
};

/** Per form, per field: when the value is acceptable. Forms not listed (contact, affiliate) have no rules. */
const rules: Partial<Record<string, Record<string, Rule>>> = {
  signIn: { email: (v) => isValidEmail(text(v)), password: filled },
  register: {
    firstName: filled,
    lastName: filled,
    email: (v) => isValidEmail(text(v)),
    password: (v) => isValidPassword(text(v)),
    confirmPassword: (v, all) => filled(v, all) && v === all.password,
    terms: (v) => v === true,
  },
  forgotPassword: { email: (v) => isValidEmail(text(v)) },
  apply: { job: filled, ...application },
  resume: application,
};

/** A field with a rule must be filled in (the forms mark it required). */
export const isRequired = (form: string, field: string) => field in (rules[form] ?? {});

/** The names of the fields whose values break a rule, in the form's order. */
export function invalidFields(form: string, values: Values): string[] {
  const formRules = rules[form] ?? {};
  return Object.entries(formRules)
    .filter(([name, ok]) => !ok(values[name] ?? '', values))
    .map(([name]) => name);
}
