// The two roles of the team editor and what each may do: an editor saves drafts, a publisher also reviews and
// publishes (commits). A role comes from the users file (local accounts) or from a claim of the OIDC provider.
import { z } from 'zod';

const ROLES = ['editor', 'publisher'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** What each role may do; a lookup, so that a new action is one line here. */
const MAY: Record<Role, ReadonlySet<'edit' | 'publish'>> = {
  editor: new Set(['edit']),
  publisher: new Set(['edit', 'publish']),
};

export const may = (role: Role, action: 'edit' | 'publish') => MAY[role].has(action);

/** How an OIDC claim names the roles: the claim's name, and the values that mean each role. */
export interface ClaimMapping {
  claim: string;
  editor: readonly string[];
  publisher: readonly string[];
}

/**
 * The role an OIDC claim gives: the claim may be one string or a list (groups); publisher wins over editor. A dotted
 * claim name reads a nested claim (`realm_access.roles`, as Keycloak sends them). Undefined: no role.
 */
export function roleFromClaims(claims: Record<string, unknown>, mapping: ClaimMapping): Role | undefined {
  let value: unknown = claims;
  for (const part of mapping.claim.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  if (values.some((v) => mapping.publisher.includes(v))) return 'publisher';
  if (values.some((v) => mapping.editor.includes(v))) return 'editor';
  return undefined;
}
