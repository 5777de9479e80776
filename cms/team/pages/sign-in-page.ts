// The sign-in page, rendered on the server: a plain form (email, password) that works without JavaScript, and a
// link to the company's provider when OIDC is configured. Its CSS is a file of its own (no inline style: CSP).

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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const SIGN_IN_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f5f7;color:#1d2330}
main{box-sizing:border-box;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;width:min(22rem,calc(100vw - 2rem))}
h1{font-size:1.3rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #8a93a6;border-radius:4px}
button,.provider{display:block;width:100%;box-sizing:border-box;margin-top:1rem;padding:.6rem;font:inherit;text-align:center;border-radius:4px;border:0;background:#1f5fd6;color:#fff;text-decoration:none;cursor:pointer}
.provider{background:#273041}.message{padding:.5rem .75rem;border-left:4px solid #b3261e;background:#fdecea}
p.or{text-align:center;margin:1rem 0 0;color:#5a6275}
`;

export function signInPage({ localAccounts, provider, message, email }: SignInPageOptions) {
  const form = localAccounts
    ? `<form method="post" action="/sign-in">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>`
    : '';
  const oidc = provider
    ? `${localAccounts ? '<p class="or">or</p>' : ''}<a class="provider" href="/auth/oidc">Sign in with ${escapeHtml(provider)}</a>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Content editor</title>
<link rel="stylesheet" href="/sign-in.css">
</head>
<body>
<main>
<h1>Sign in to the content editor</h1>
${message ? `<p class="message" role="alert">${escapeHtml(message)}</p>` : ''}
${form}
${oidc}
${!form && !oidc ? '<p>No way to sign in is configured: see CMS_USERS_FILE and CMS_OIDC_ISSUER.</p>' : ''}
</main>
</body>
</html>`;
}

/**
 * After the provider's redirect the browser's navigation started on another site, so a SameSite=Strict cookie set
 * now would not be sent on a redirect; a page of our own that moves on to the editor starts a same-site navigation.
 */
export const continuePage = (to: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0;url=${escapeHtml(to)}">
<title>Signed in · Content editor</title>
<link rel="stylesheet" href="/sign-in.css">
</head>
<body><main><h1>Signed in</h1><p><a href="${escapeHtml(to)}">Continue to the editor</a></p></main></body>
</html>`;

/** How long the page below waits before it asks again, in seconds */
export const UNAVAILABLE_RETRY_S = 5;

/**
 * What a page (the editor's, a draft's preview, a sign-in form's answer) gets when the service cannot answer, mostly
 * its session store (Redis) slow or away: a page of its own that asks again by itself, never the API's JSON.
 */
export const unavailablePage = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_S}">
<title>One moment · Content editor</title>
<link rel="stylesheet" href="/sign-in.css">
</head>
<body>
<main>
<h1>The editor cannot answer right now</h1>
<p role="status">It tries again by itself in a few seconds. Nothing you saved is lost.</p>
<p><a href="">Try again now</a></p>
</main>
</body>
</html>`;
