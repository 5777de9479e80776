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

const SHAPE = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.([a-z]{2,6})$/;

/**
 * SPEC §5, its steps in its order, for a term of any length (each step reads the term once): trims, removes all
 * whitespace (ASCII and Unicode) and lower-cases; strips a leading "www."; appends ".com" when there is no dot; then
 * checks the extension, and only then the name. No bound on the raw term: every term gets the answer the spec gives
 * it (a long one is refused by the same rules, its cost linear), and the server's request size limit bounds it.
 * Returns null for blank input (which does nothing); throws DomainInputError ('Domain extension not supported' or
 * 'Invalid characters in domain name') otherwise.
 */
export function normalizeDomain(input: string, supported: readonly string[]): Domain | null {
  let term = input.replace(/\s+/g, '').toLowerCase();
  if (term === '') return null;
  if (term.startsWith('www.')) term = term.slice(4);
  if (!term.includes('.')) term = `${term}.com`;
  const extension = term.slice(term.lastIndexOf('.') + 1);
  if (!supported.includes(extension)) throw new DomainInputError(DOMAIN_ERRORS.extension);
  const match = SHAPE.exec(term);
  if (!match) throw new DomainInputError(DOMAIN_ERRORS.characters);
  return { domain: term, name: match[1] as string, extension };
}
