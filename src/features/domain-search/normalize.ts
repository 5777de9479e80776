// One function, shared by the page and the API, turns what a visitor typed into a domain or an error.
export const DOMAIN_ERRORS = {
  extension: 'Domain extension not supported',
  characters: 'Invalid characters in domain name',
} as const;

export class DomainInputError extends Error {
  override name = 'DomainInputError';
}

export interface Domain {
  /** The full domain, e.g. example.com */
  domain: string;
  /** The single label before the extension, e.g. example */
  name: string;
  /** The extension without the dot, e.g. com */
  extension: string;
}

/**
 * Longest term once its whitespace is gone: a 63-character label, a dot, a 6-letter extension, and "www." to spare.
 * Spaces never count against it, so a term that normalises to a valid domain is never refused for them.
 */
const MAX_TERM_LENGTH = 80;
/** Longest text read at all, spaces included: generous, so that only abuse meets it. */
const MAX_QUERY_LENGTH = 2048;

const SHAPE = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.([a-z]{2,6})$/;

/**
 * Trims, removes all whitespace, lower-cases, strips a leading "www." and appends ".com" when there is no dot.
 * Returns null for blank input (which does nothing); throws DomainInputError ('Domain extension not supported' or 'Invalid characters in domain name') otherwise.
 */
export function normalizeDomain(input: string, supported: readonly string[]): Domain | null {
  if (input.length > MAX_QUERY_LENGTH) throw new DomainInputError(DOMAIN_ERRORS.characters);
  let term = input.replace(/\s+/g, '').toLowerCase();
  if (term === '') return null;
  if (term.length > MAX_TERM_LENGTH) throw new DomainInputError(DOMAIN_ERRORS.characters);
  if (term.startsWith('www.')) term = term.slice(4);
  if (!term.includes('.')) term = `${term}.com`;
  const extension = term.slice(term.lastIndexOf('.') + 1);
  if (!supported.includes(extension)) throw new DomainInputError(DOMAIN_ERRORS.extension);
  const match = SHAPE.exec(term);
  if (!match) throw new DomainInputError(DOMAIN_ERRORS.characters);
  return { domain: term, name: match[1] as string, extension };
}
