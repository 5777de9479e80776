import { describe, expect, it } from 'vitest';
import { FORM_FIELD as PAGE_FORM_FIELD } from '../features/auth/form-field';
import { FORM_FIELD, refillForm } from './form-echo';

const page = [
  '<html><body><form method="post" data-form="signIn">',
  '<input type="hidden" name="_form" value="signIn"/>',
  '<input id="signIn-email" name="email" type="email" value=""/>',
  '<input id="signIn-password" name="password" type="password" value=""/>',
  '<input type="checkbox" name="remember"/>',
  '<textarea name="message"></textarea>',
  '</form>',
  '<form method="post" data-form="newsletter"><input name="email" type="email"/></form>',
  '</body></html>',
].join('');
const notice = 'This form needs JavaScript.';

describe('refillForm', () => {
  it('names the posted form with the same field as the pages', () => {
    expect(FORM_FIELD).toBe(PAGE_FORM_FIELD);
  });

  it('puts back what was sent into the posted form only, never a password, with the notice first', () => {
    const html = refillForm(
      page,
      { _form: 'signIn', email: 'ada@example.com', password: 'S3cret', remember: 'on', message: 'Hi <b>' },
      notice,
    );
    expect(html).toContain('<form method="post" data-form="signIn"><p class="form-notice" role="status">');
    expect(html).toContain('name="email" type="email" value="ada@example.com"/>');
    expect(html).not.toContain('S3cret');
    expect(html).toContain('<input type="checkbox" name="remember" checked=""/>');
    expect(html).toContain('<textarea name="message">Hi &lt;b&gt;</textarea>');
    // The newsletter's email field is another form's: left as it was.
    expect(html).toContain('data-form="newsletter"><input name="email" type="email"/>');
  });

  it('escapes what it puts into an attribute', () => {
    const html = refillForm(page, { _form: 'signIn', email: '"><script>x</script>' }, notice);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('<script>x');
  });

  it('returns null for a form the page does not have, or a made-up form name', () => {
    expect(refillForm(page, { _form: 'register', email: 'a@b.c' }, notice)).toBeNull();
    expect(refillForm(page, { _form: '"]', email: 'a@b.c' }, notice)).toBeNull();
    expect(refillForm(page, { email: 'a@b.c' }, notice)).toBeNull();
  });
});
