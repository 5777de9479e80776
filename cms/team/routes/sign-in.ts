// Signing in and out: the form (local accounts), the OIDC round trip, and sign-out. Every attempt is counted
// (sign-in-limit.ts) and every outcome audited; a failure says the same thing whatever was wrong.
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientAddressOf } from '../../../src/server/client-address.ts';
import { checkPassword, normalEmail, readAccounts } from '../auth/local-accounts.ts';
import { TRANSACTION_TTL_MS } from '../auth/oidc.ts';
import { roleFromClaims, type Role } from '../auth/roles.ts';
import { authorName } from '../drafts/person.ts';
import { CSRF_HEADER, foreignOrigin, sameSecret } from '../auth/csrf.ts';
import { cookieNames, sessionCookie, type ServiceOptions } from '../context.ts';
import { continuePage, signInPage } from '../pages/sign-in-page.tsx';

/** The words a failed sign-in shows, whatever failed: they never tell whether the account exists. */
export const SIGN_IN_FAILED = 'The email or password is not right.';
export const TOO_MANY = 'Too many sign-in attempts. Wait a few minutes, then try again.';
export const NO_ROLE = 'Your account has no role in the content editor: ask whoever runs it to give you one.';
export const PROVIDER_FAILED = 'Signing in with your company account did not work. Try again.';
/** Longest password checked: argon2 of a megabyte is a way to burn the server's time */
const MAX_PASSWORD = 1024;

export function signInRoutes(app: Hono, options: ServiceOptions) {
  const { sessions, limiter, audit, usersFile, oidc, publicUrl, log } = options;
  const cookie = sessionCookie(options);
  const names = cookieNames(publicUrl);
  const page = (c: Context, status: 200 | 401 | 403 | 429 | 503, message?: string, email?: string) =>
    c.html(signInPage({ localAccounts: Boolean(usersFile), provider: oidc?.label, message, email }), status);

  const signIn = async (c: Context, person: { email: string; name: string; role: Role; via: 'password' | 'oidc' }) => {
    await sessions.destroy(cookie.read(c));
    const { id } = await sessions.create(person);
    cookie.set(c, id);
    audit.record({
      event: 'sign-in',
      who: person.email,
      via: person.via,
      role: person.role,
      client: clientAddressOf(c),
    });
  };

  app.get('/sign-in', async (c) => {
    if (c.get('session')) return c.redirect('/', 303);
    return page(c, 200);
  });

  app.post('/sign-in', async (c) => {
    const refused = foreignOrigin(c, publicUrl.origin);
    if (refused) return c.text(`Refused: ${refused}`, 403);
    if (!usersFile) return page(c, 403, 'Sign-in with a password is not set up here.');
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return c.text('Refused: send the sign-in form', 415);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.slice(0, 320) : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const client = clientAddressOf(c);
    const account = normalEmail(email);
    if (!(await limiter.allow(account, client))) {
      audit.record({ event: 'sign-in-failed', who: account, via: 'password', client, reason: 'too many attempts' });
      return page(c, 429, TOO_MANY, email);
    }
    const found =
      password.length > 0 && password.length <= MAX_PASSWORD
        ? await checkPassword(await readAccounts(usersFile), email, password)
        : null;
    if (!found) {
      audit.record({
        event: 'sign-in-failed',
        who: account,
        via: 'password',
        client,
        reason: 'wrong email or password',
      });
      return page(c, 401, SIGN_IN_FAILED, email);
    }
    await limiter.succeeded(account);
    await signIn(c, { email: found.email, name: found.name, role: found.role, via: 'password' });
    return c.redirect('/', 303);
  });

  app.post('/sign-out', async (c) => {
    const refused = foreignOrigin(c, publicUrl.origin);
    if (refused) return c.text(`Refused: ${refused}`, 403);
    const session = c.get('session');
    // The editor sends its token in a header; the no-JavaScript form in a field.
    const form = c.req.header(CSRF_HEADER) ? {} : await c.req.parseBody().catch(() => ({}));
    const given = c.req.header(CSRF_HEADER) ?? (form as Record<string, unknown>).csrf;
    if (session && !sameSecret(typeof given === 'string' ? given : undefined, session.csrf))
      return c.text('Refused: the sign-out did not come from the editor', 403);
    await sessions.destroy(c.get('sessionId'));
    cookie.clear(c);
    if (session) audit.record({ event: 'sign-out', who: session.email, via: session.via, client: clientAddressOf(c) });
    return c.redirect('/sign-in', 303);
  });

  if (!oidc) return;

  app.get('/auth/oidc', async (c) => {
    try {
      const { url, transaction } = await oidc.signIn.start();
      // Lax, not Strict: the provider's redirect back is a navigation from its site, and must bring this cookie.
      setCookie(c, names.transaction, transaction, {
        httpOnly: true,
        secure: names.secure,
        sameSite: 'Lax',
        path: '/auth/oidc/callback',
        maxAge: TRANSACTION_TTL_MS / 1000,
      });
      return c.redirect(url.href, 303);
    } catch (error) {
      log.error(`OIDC sign-in could not start: ${(error as Error).message}`);
      return page(c, 503, PROVIDER_FAILED);
    }
  });

  app.get('/auth/oidc/callback', async (c) => {
    const transaction = getCookie(c, names.transaction);
    deleteCookie(c, names.transaction, { path: '/auth/oidc/callback', secure: names.secure });
    const client = clientAddressOf(c);
    // The address the provider redirected to, as the browser saw it (behind a proxy the request's own URL is not).
    const callback = new URL(c.req.path + new URL(c.req.url).search, publicUrl);
    let person;
    try {
      person = await oidc.signIn.finish(transaction, callback);
    } catch (error) {
      log.warn(`OIDC sign-in refused: ${(error as Error).message}`);
      audit.record({
        event: 'sign-in-failed',
        who: undefined,
        via: 'oidc',
        client,
        reason: 'the provider’s answer was refused',
      });
      return page(c, 401, PROVIDER_FAILED);
    }
    const { email, emailVerified, name, claims } = person;
    let role = roleFromClaims(claims, oidc.mapping);
    // No role in the claim: the users file may give one to this (verified) email.
    if (!role && email && emailVerified && usersFile)
      role = (await readAccounts(usersFile)).find((a) => a.email === email)?.role;
    if (!email || !role) {
      audit.record({
        event: 'sign-in-failed',
        who: email,
        via: 'oidc',
        client,
        reason: email ? 'no role' : 'no email claim',
      });
      return page(c, 403, NO_ROLE);
    }
    // A name with < or > (which a local account is refused) would make every save of theirs refused: it is cleaned.
    await signIn(c, { email, name: authorName(name) ?? email, role, via: 'oidc' });
    return c.html(continuePage('/'));
  });
}
