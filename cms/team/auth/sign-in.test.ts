// Local accounts: sign-in with the users file's argon2id hashes, the generic failure, the rate limit, the
// cookie's flags, sign-out, and the audit log, in which (like the JSON log) no password ever appears.
import { afterEach, describe, expect, it } from 'vitest';
import { PROVIDER_FAILED, SIGN_IN_FAILED, TOO_MANY } from '../routes/sign-in.ts';
import { EDITOR, PUBLIC, PUBLISHER, testService, type TestService } from '../../testing/team-service.ts';

let service: TestService;
afterEach(() => service.remove());

const form = { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC };
const attempt = (email: string, password: string, headers: Record<string, string> = form) =>
  service.app.request(`${PUBLIC}/sign-in`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ email, password }).toString(),
  });

describe('signing in with a local account', () => {
  it('shows a form that works without JavaScript, and no provider button without OIDC', async () => {
    service = await testService();
    const page = await (await service.app.request(`${PUBLIC}/sign-in`)).text();
    expect(page).toContain('<form action="/sign-in" method="post">');
    expect(page).toMatch(/<input id="password" type="password"[^>]* name="password"\/>/);
    expect(page).not.toContain('<script');
    expect(page).not.toContain(PROVIDER_FAILED);
    expect(page).not.toContain('/auth/oidc');
  });

  it('signs in with the password whose argon2id hash is in the users file, and redirects to the editor', async () => {
    service = await testService();
    const { response, cookie } = await service.signIn(PUBLISHER);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const set = response.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^cms_session=[\w-]{43};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    const me = await service.app.request(`${PUBLIC}/api/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ email: PUBLISHER.email, role: 'publisher' });
    expect(service.audit()).toMatchObject([{ event: 'sign-in', who: PUBLISHER.email, via: 'password' }]);
  });

  it('sets a Secure __Host- cookie when the public address is https', async () => {
    service = await testService({ publicUrl: 'https://cms.example.com' });
    const response = await attempt(EDITOR.email, EDITOR.password, { ...form, origin: 'https://cms.example.com' });
    const set = response.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^__Host-cms_session=/);
    expect(set).toContain('Secure');
  });

  it('says the same thing for a wrong password and an unknown account, with no session', async () => {
    service = await testService();
    const wrong = await attempt(EDITOR.email, 'not the password at all');
    const unknown = await attempt('nobody@example.com', EDITOR.password);
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.text()).toContain(SIGN_IN_FAILED);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(service.audit()).toMatchObject([
      { event: 'sign-in-failed', who: EDITOR.email, reason: 'wrong email or password' },
      { event: 'sign-in-failed', who: 'nobody@example.com', reason: 'wrong email or password' },
    ]);
  });

  it('refuses a sign-in posted from another origin (login CSRF)', async () => {
    service = await testService();
    const response = await attempt(EDITOR.email, EDITOR.password, { ...form, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('stops checking passwords for an account after 5 attempts, even the right one', async () => {
    service = await testService({ limits: { perAccount: 5 } });
    for (let i = 0; i < 5; i++) expect((await attempt(EDITOR.email, `guess number ${i}`)).status).toBe(401);
    const sixth = await attempt(EDITOR.email, EDITOR.password);
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain(TOO_MANY);
    expect(sixth.headers.get('set-cookie')).toBeNull();
    // Another account from the same address is not locked out by it.
    expect((await attempt(PUBLISHER.email, PUBLISHER.password)).status).toBe(303);
  });

  it('limits attempts per client address across accounts', async () => {
    service = await testService({ limits: { perAddress: 3 } });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await attempt(email, 'some password')).status).toBe(401);
    expect((await attempt(PUBLISHER.email, PUBLISHER.password)).status).toBe(429);
  });

  it('signs out with the CSRF token (form field), ending the session, and audits it', async () => {
    service = await testService();
    const { cookie, csrf } = await service.signIn(EDITOR);
    const refused = await service.app.request(`${PUBLIC}/sign-out`, {
      method: 'POST',
      headers: { ...form, cookie },
      body: 'csrf=wrong',
    });
    expect(refused.status).toBe(403);
    const out = await service.app.request(`${PUBLIC}/sign-out`, {
      method: 'POST',
      headers: { ...form, cookie },
      body: new URLSearchParams({ csrf }).toString(),
    });
    expect(out.status).toBe(303);
    expect((await service.app.request(`${PUBLIC}/api/me`, { headers: { cookie } })).status).toBe(401);
    expect(service.audit().map((e) => e.event)).toEqual(['sign-in', 'sign-out']);
  });
});

describe('secrets stay out of the logs', () => {
  it('no password (right, wrong, or typed in the email field) reaches the JSON log or the audit log', async () => {
    service = await testService({ limits: { perAccount: 2 } });
    await service.signIn(PUBLISHER);
    await attempt(EDITOR.email, 'a-wrong-password-4711');
    await attempt(EDITOR.password, EDITOR.password); // the password typed into both fields
    await attempt(EDITOR.email, 'another-wrong-password-0815');
    await attempt(EDITOR.email, EDITOR.password); // rate limited
    const { cookie, csrf } = await service.signIn(PUBLISHER);
    expect(csrf).not.toBe('');
    await service.app.request(`${PUBLIC}/sign-out`, {
      method: 'POST',
      headers: { ...form, cookie, 'x-cms-token': csrf },
    });
    const logs = service.logs();
    expect(logs).toContain('"event":"sign-in-failed"');
    expect(logs).toContain('"event":"sign-out"');
    for (const secret of [
      PUBLISHER.password,
      EDITOR.password,
      'a-wrong-password-4711',
      'another-wrong-password-0815',
      csrf,
      cookie.split('=')[1] ?? 'no cookie',
    ])
      expect(logs).not.toContain(secret);
    // Every audit line says who, what and when.
    for (const entry of service.audit())
      expect(Object.keys(entry)).toEqual(expect.arrayContaining(['event', 'time', 'via']));
  });
});
