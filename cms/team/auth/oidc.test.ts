// OIDC sign-in end to end against a real OpenID provider (oidc-provider 8 on 127.0.0.1, a random port, its
// development login and consent pages): authorization code with PKCE, state and nonce, driven like a browser with
// fetch and a cookie jar. The role comes from a configurable claim.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { oidcSignIn } from './oidc.ts';
import { personProblem } from '../drafts/person.ts';
import { NO_ROLE, PROVIDER_FAILED } from '../routes/sign-in.ts';
import { PUBLIC, testService, type TestService } from '../../testing/team-service.ts';

const CLIENT = { id: 'cms-editor', secret: 'the client secret of the cms, long enough' };
/** The people the provider knows, by login; `groups` is the claim the service is configured to read roles from */
const PEOPLE: Record<string, { email: string; name: string; groups?: string[] }> = {
  alice: { email: 'alice@example.com', name: 'Alice Publisher', groups: ['staff', 'cms-publishers'] },
  bob: { email: 'bob@example.com', name: 'Bob Editor', groups: ['cms-editors'] },
  carol: { email: 'carol@example.com', name: 'Carol Nobody', groups: ['staff'] },
  // A provider's name git cannot write as an author (Name <email>): every save of hers would be refused.
  dora: { email: 'dora@example.com', name: 'Dora <dora@evil.example>\nEditor', groups: ['cms-editors'] },
};

let server: Server;
let issuer: string;
beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${PUBLIC}/auth/oidc/callback`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['a cookie key for the test provider'] },
    findAccount: (_ctx, id) => {
      const person = PEOPLE[id];
      return person && { accountId: id, claims: () => ({ sub: id, email_verified: true, ...person }) };
    },
  });
  server.on('request', provider.callback());
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let service: TestService;
afterEach(() => service.remove());

const start = () =>
  testService({
    noUsers: true,
    oidc: {
      label: 'Example SSO',
      mapping: { claim: 'groups', editor: ['cms-editors'], publisher: ['cms-publishers'] },
      signIn: (store) =>
        oidcSignIn(
          {
            issuer: new URL(issuer),
            clientId: CLIENT.id,
            clientSecret: CLIENT.secret,
            redirectUri: `${PUBLIC}/auth/oidc/callback`,
            timeoutSeconds: 5,
          },
          store,
        ),
    },
  });

/** A browser: one cookie jar per origin, redirects followed, the provider's one-button forms submitted. */
function browser() {
  const jar = new Map<string, Map<string, string>>();
  const cookiesOf = (origin: string) => jar.get(origin) ?? jar.set(origin, new Map()).get(origin)!;
  async function request(url: URL, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    const cookies = [...cookiesOf(url.origin)].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookies) headers.set('cookie', cookies);
    const go = { ...init, headers, redirect: 'manual' as const };
    // The service is called in process; the provider over the network.
    const response = url.origin === PUBLIC ? await service.app.request(url.href, go) : await fetch(url, go);
    for (const set of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = set.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value === '')
        cookiesOf(url.origin).delete(name.trim());
      else cookiesOf(url.origin).set(name.trim(), value);
    }
    return response;
  }
  /**
   * Follows redirects, and submits the provider's login form as `login`, then its consent form; with `untilCallback`
   * it stops at the provider's redirect back to the service, without calling it.
   */
  async function visit(start: string, login: string, untilCallback = false) {
    let url = new URL(start);
    let init: RequestInit = {};
    for (let hops = 0; hops < 20; hops++) {
      const response = await request(url, init);
      init = {};
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        if (untilCallback && url.pathname === '/auth/oidc/callback') return { url, response, html: '' };
        continue;
      }
      const html = await response.text();
      const form = /<form[^>]*action="([^"]+)"[^>]*method="post"[\s\S]*?name="prompt" value="(\w+)"/.exec(html);
      if (url.origin === issuer && form?.[1] && form[2]) {
        url = new URL(form[1], url);
        const fields: Record<string, string> =
          form[2] === 'login' ? { prompt: 'login', login, password: 'anything' } : { prompt: form[2] };
        init = {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: issuer },
          body: new URLSearchParams(fields).toString(),
        };
        continue;
      }
      return { url, response, html };
    }
    throw new Error('too many redirects');
  }
  return { request, visit, cookie: (origin: string, name: string) => cookiesOf(origin).get(name) };
}

describe('signing in with the company’s OIDC provider', () => {
  it('offers a "Sign in with" link, and no password form without a users file', async () => {
    service = await start();
    const page = await (await service.app.request(`${PUBLIC}/sign-in`)).text();
    expect(page).toContain('href="/auth/oidc">Sign in with Example SSO</a>');
    expect(page).not.toContain('type="password"');
  });

  it('signs in a publisher by the groups claim, with PKCE, and lands in the editor', async () => {
    service = await start();
    const { visit, request } = browser();
    const first = await request(new URL(`${PUBLIC}/auth/oidc`));
    const authorize = new URL(first.headers.get('location') ?? '');
    expect(authorize.origin).toBe(issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    const end = await visit(authorize.href, 'alice');
    expect(end.url.pathname).toBe('/auth/oidc/callback');
    expect(end.response.status).toBe(200);
    expect(end.html).toContain('http-equiv="refresh" content="0;url=/"');
    const me = await request(new URL(`${PUBLIC}/api/me`));
    expect(await me.json()).toMatchObject({ email: 'alice@example.com', name: 'Alice Publisher', role: 'publisher' });
    expect(service.audit()).toMatchObject([
      { event: 'sign-in', who: 'alice@example.com', via: 'oidc', role: 'publisher' },
    ]);
    expect(service.logs()).not.toContain(CLIENT.secret);
  });

  it('gives the editor role from the other claim value', async () => {
    service = await start();
    const { visit, request } = browser();
    await visit(`${PUBLIC}/auth/oidc`, 'bob');
    expect(await (await request(new URL(`${PUBLIC}/api/me`))).json()).toMatchObject({ role: 'editor' });
  });

  it('signs in a person whose name git cannot write as it is, with the name cleaned (issue 35)', async () => {
    service = await start();
    const { visit, request } = browser();
    await visit(`${PUBLIC}/auth/oidc`, 'dora');
    const me = (await (await request(new URL(`${PUBLIC}/api/me`))).json()) as { name: string };
    expect(me.name).toBe('Dora dora@evil.example Editor');
    expect(personProblem({ name: me.name, email: 'dora@example.com' })).toBeUndefined();
  });

  it('refuses a person the claim gives no role, and audits it', async () => {
    service = await start();
    const { visit, request } = browser();
    const end = await visit(`${PUBLIC}/auth/oidc`, 'carol');
    expect(end.response.status).toBe(403);
    expect(end.html).toContain(NO_ROLE);
    expect((await request(new URL(`${PUBLIC}/api/me`))).status).toBe(401);
    expect(service.audit()).toMatchObject([{ event: 'sign-in-failed', who: 'carol@example.com', reason: 'no role' }]);
  });

  it('refuses a callback this browser did not start (a code planted in a link), and one used twice', async () => {
    service = await start();
    const victim = browser();
    const attacker = browser();
    // The attacker gets a code for their own account and, instead of using it, sends the link to the victim.
    const callback = (await attacker.visit(`${PUBLIC}/auth/oidc`, 'alice', true)).url;
    expect(callback.searchParams.get('code')).toBeTruthy();
    const planted = await victim.request(callback);
    expect(planted.status).toBe(401);
    expect(await planted.text()).toContain(PROVIDER_FAILED);
    expect((await victim.request(new URL(`${PUBLIC}/api/me`))).status).toBe(401);
    // In the browser that started it the code works, once: its transaction cookie sent again finds nothing.
    const transaction = attacker.cookie(PUBLIC, 'cms_oidc');
    expect(transaction).toBeTruthy();
    expect((await attacker.request(callback)).status).toBe(200);
    const again = await service.app.request(callback.href, { headers: { cookie: `cms_oidc=${transaction}` } });
    expect(again.status).toBe(401);
    expect(service.audit().map((e) => e.event)).toEqual(['sign-in-failed', 'sign-in', 'sign-in-failed']);
  });
});
