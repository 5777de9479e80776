import { describe, expect, it } from 'vitest';
import { may, roleFromClaims } from './roles.ts';

const mapping = { claim: 'groups', editor: ['writers'], publisher: ['publishers'] };

describe('roles', () => {
  it.each([
    [{ groups: 'writers' }, 'editor'],
    [{ groups: ['staff', 'writers'] }, 'editor'],
    [{ groups: ['writers', 'publishers'] }, 'publisher'],
    [{ groups: ['staff'] }, undefined],
    [{ groups: 42 }, undefined],
    [{}, undefined],
  ])('%j gives %s', (claims, role) => {
    expect(roleFromClaims(claims, mapping)).toBe(role);
  });

  it('reads a nested claim', () => {
    const keycloak = { realm_access: { roles: ['publishers'] } };
    expect(roleFromClaims(keycloak, { ...mapping, claim: 'realm_access.roles' })).toBe('publisher');
  });

  it('lets only a publisher publish', () => {
    expect([may('editor', 'edit'), may('editor', 'publish'), may('publisher', 'publish')]).toEqual([true, false, true]);
  });
});
