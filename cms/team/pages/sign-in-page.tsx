// The service's own pages, rendered on the server by React (which escapes every value): the sign-in page, a plain
// form (email, password) that works without JavaScript, and a link to the company's provider when OIDC is configured;
// the page that moves on to the editor after the provider's redirect; and the one shown when the service cannot
// answer. Their CSS is a file of its own (no inline style: CSP).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface SignInPageOptions {
  /** Shows the email and password form */
  localAccounts: boolean;
  /** The provider's name for the "Sign in with …" link; none without OIDC */
  provider?: string | undefined;
  /** A message in words for people; never what was typed */
  message?: string | undefined;
  /** The email to fill in again after a failure */
  email?: string | undefined;
}

export const SIGN_IN_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f5f7;color:#1d2330}
main{box-sizing:border-box;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;width:min(22rem,calc(100vw - 2rem))}
h1{font-size:1.3rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #8a93a6;border-radius:4px}
button,.provider{display:block;width:100%;box-sizing:border-box;margin-top:1rem;padding:.6rem;font:inherit;text-align:center;border-radius:4px;border:0;background:#1f5fd6;color:#fff;text-decoration:none;cursor:pointer}
.provider{background:#273041}.message{padding:.5rem .75rem;border-left:4px solid #b3261e;background:#fdecea}
p.or{text-align:center;margin:1rem 0 0;color:#5a6275}
`;

/** A whole page around its main element: the doctype, and React's markup of the rest. */
function page(title: string, main: ReactNode, refresh?: string) {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {refresh !== undefined && <meta httpEquiv="refresh" content={refresh} />}
        <title>{`${title} · Content editor`}</title>
        <link rel="stylesheet" href="/sign-in.css" />
      </head>
      <body>
        <main>{main}</main>
      </body>
    </html>,
  )}`;
}

export function signInPage({ localAccounts, provider, message, email }: SignInPageOptions) {
  return page(
    'Sign in',
    <>
      <h1>Sign in to the content editor</h1>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
      {localAccounts && (
        <form method="post" action="/sign-in">
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" autoComplete="username" required defaultValue={email ?? ''} />
          <label htmlFor="password">Password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit">Sign in</button>
        </form>
      )}
      {provider && (
        <>
          {localAccounts && <p className="or">or</p>}
          <a className="provider" href="/auth/oidc">
            Sign in with {provider}
          </a>
        </>
      )}
      {!localAccounts && !provider && <p>No way to sign in is configured: see CMS_USERS_FILE and CMS_OIDC_ISSUER.</p>}
    </>,
  );
}

/**
 * After the provider's redirect the browser's navigation started on another site, so a SameSite=Strict cookie set
 * now would not be sent on a redirect; a page of our own that moves on to the editor starts a same-site navigation.
 */
export const continuePage = (to: string) =>
  page(
    'Signed in',
    <>
      <h1>Signed in</h1>
      <p>
        <a href={to}>Continue to the editor</a>
      </p>
    </>,
    `0;url=${to}`,
  );

/** How long the page below waits before it asks again, in seconds */
export const UNAVAILABLE_RETRY_S = 5;

/**
 * What a page (the editor's, a draft's preview, a sign-in form's answer) gets when the service cannot answer, mostly
 * its session store (Redis) slow or away: a page of its own that asks again by itself, never the API's JSON.
 */
export const unavailablePage = () =>
  page(
    'One moment',
    <>
      <h1>The editor cannot answer right now</h1>
      <p role="status">It tries again by itself in a few seconds. Nothing you saved is lost.</p>
      <p>
        <a href="">Try again now</a>
      </p>
    </>,
    String(UNAVAILABLE_RETRY_S),
  );
