// The service's settings: safe defaults, and a start refused with a message for each unsafe one.
import { describe, expect, it } from 'vitest';
import { serviceConfig } from './config.ts';

const base = { CMS_SESSION_SECRET: 'x'.repeat(32), CMS_USERS_FILE: 'users.json' };

describe('serviceConfig', () => {
  it('listens on loopback by default, with memory sessions and the default role claim', () => {
    const config = serviceConfig(
      { ...base, CMS_OIDC_ISSUER: 'https://sso.example.com', CMS_OIDC_CLIENT_ID: 'cms' },
      '/r',
    );
    expect(config).toMatchObject({ host: '127.0.0.1', port: 5180, redisUrl: undefined, usersFile: '/r/users.json' });
    expect(config.publicUrl.href).toBe('http://127.0.0.1:5180/');
    expect(config.oidc?.mapping).toEqual({ claim: 'cms_role', editor: ['editor'], publisher: ['publisher'] });
  });

  it('reads HOST/PORT when CMS_HOST/CMS_PORT are not set, and the claim mapping', () => {
    const config = serviceConfig(
      {
        ...base,
        HOST: '0.0.0.0',
        PORT: '8080',
        CMS_PUBLIC_URL: 'https://cms.example.com',
        CMS_OIDC_ISSUER: 'https://sso.example.com',
        CMS_OIDC_CLIENT_ID: 'cms',
        CMS_OIDC_ROLE_CLAIM: 'realm_access.roles',
        CMS_OIDC_PUBLISHER_VALUES: 'web-publishers, admins',
      },
      '/r',
    );
    expect(config).toMatchObject({ host: '0.0.0.0', port: 8080 });
    expect(config.oidc?.mapping).toEqual({
      claim: 'realm_access.roles',
      editor: ['editor'],
      publisher: ['web-publishers', 'admins'],
    });
  });

  it('has no drafts without CMS_GIT_REMOTE; with it, a clone dir (default .cms-clone), a 10-minute hook limit and a 10-minute idle preview', () => {
    expect(serviceConfig(base, '/r').drafts).toBeUndefined();
    expect(serviceConfig({ ...base, CMS_GIT_REMOTE: 'git@git.example.com:web/site.git' }, '/r').drafts).toEqual({
      remote: 'git@git.example.com:web/site.git',
      cloneDir: '/r/.cms-clone',
      publishHook: undefined,
      publishHookTimeoutMs: 600_000,
      previewIdleMs: 600_000,
    });
    const set = serviceConfig(
      {
        ...base,
        CMS_GIT_REMOTE: 'https://git.example.com/web/site.git',
        CMS_CLONE_DIR: '/srv/cms/clone',
        CMS_PUBLISH_HOOK: '["npm","run","deploy"]',
        CMS_PUBLISH_HOOK_TIMEOUT_SECONDS: '90',
        CMS_PREVIEW_IDLE_MINUTES: '3',
      },
      '/r',
    );
    expect(set.drafts).toMatchObject({ cloneDir: '/srv/cms/clone', publishHook: '["npm","run","deploy"]' });
    expect(set.drafts?.publishHookTimeoutMs).toBe(90_000);
    expect(set.drafts?.previewIdleMs).toBe(180_000);
  });

  it.each([
    [{ CMS_PUBLIC_URL: 'http://cms.example.com' }, /must be https/],
    [{ CMS_SESSION_SECRET: 'short' }, /CMS_SESSION_SECRET must be at least 32/],
    [{ CMS_USERS_FILE: '' }, /Nobody could sign in/],
    [{ CMS_OIDC_ISSUER: 'https://sso.example.com' }, /CMS_OIDC_CLIENT_ID/],
    [{ CMS_PORT: 'eighty' }, /whole number/],
    [{ CMS_CLONE_DIR: '/srv/clone' }, /CMS_CLONE_DIR is set: CMS_GIT_REMOTE must be too/],
    [{ CMS_PUBLISH_HOOK: 'https://ci.example.com/hook' }, /CMS_PUBLISH_HOOK is set: CMS_GIT_REMOTE must be too/],
    [{ CMS_GIT_REMOTE: 'git@x:y.git', CMS_PUBLISH_HOOK_TIMEOUT_SECONDS: '0' }, /at least 1/],
    [{ CMS_PREVIEW_IDLE_MINUTES: '5' }, /CMS_PREVIEW_IDLE_MINUTES is set: CMS_GIT_REMOTE must be too/],
    [{ CMS_GIT_REMOTE: 'git@x:y.git', CMS_PREVIEW_IDLE_MINUTES: '0' }, /CMS_PREVIEW_IDLE_MINUTES must be at least 1/],
  ])('refuses %j', (change, message) => {
    expect(() => serviceConfig({ ...base, ...change }, '/r')).toThrow(message);
  });
});
