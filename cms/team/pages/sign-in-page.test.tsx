// The sign-in page echoes what a person typed (their email) and a message: React escapes both, so neither becomes
// markup, whatever it holds.
import { describe, expect, it } from 'vitest';
import { continuePage, signInPage } from './sign-in-page.tsx';

const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

describe('the sign-in pages', () => {
  it('keep a typed email, a message and a provider name as text', () => {
    const page = signInPage({ localAccounts: true, provider: attack, message: attack, email: attack });
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"');
    expect(page).toContain('Sign in with &quot;&gt;&lt;script&gt;');
  });

  it('moves on to the address it is given, as an attribute only', () => {
    const page = continuePage('/"><script>x</script>');
    expect(page).not.toContain('<script');
    expect(page).toContain('<a href="/&quot;&gt;&lt;script&gt;x&lt;/script&gt;">Continue to the editor</a>');
  });
});
