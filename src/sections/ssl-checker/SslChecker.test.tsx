// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ssl from 'virtual:content/doc/product/ssl';
import { renderRouted, sectionOf } from '../../../tests/helpers/page-sections.tsx';
import { sslChecker } from '../../../tests/spec.ts';
import { PLANS_ANCHOR } from '../../vocabulary/paths.ts';
import SslChecker from './SslChecker.tsx';

const checker = sectionOf(ssl, 'sslChecker');

describe('SslChecker', () => {
  it("has a text input and a 'Check Now' button, and says nothing before a check (SPEC §2)", () => {
    renderRouted(<SslChecker section={checker} />);
    expect(screen.getByRole('heading', { level: 2, name: checker.title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: checker.placeholder })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: sslChecker.button })).toHaveAttribute('type', 'submit');
    expect(screen.queryByText(sslChecker.insecure)).toBeNull();
    expect(screen.queryByRole('button', { name: sslChecker.secureCta })).toBeNull();
  });

  it.each(['', 'example.com', 'https://secure.example.org', '   not a domain   '])(
    'reports "%s" as not secure, whatever it is, with no network call (the spec has no real check)',
    async (input) => {
      const fetch = vi.spyOn(globalThis, 'fetch');
      renderRouted(<SslChecker section={checker} />);
      if (input) await userEvent.type(screen.getByRole('textbox'), input);
      await userEvent.click(screen.getByRole('button', { name: sslChecker.button }));
      expect(screen.getByText(sslChecker.insecure)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: sslChecker.secureCta })).toBeInTheDocument();
      expect(screen.queryByText(sslChecker.secure)).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
      fetch.mockRestore();
    },
  );

  it("with an order hand-off, its button is a link to the page's plans (src/sections/order-hrefs.ts)", async () => {
    expect(checker.insecureHref).toBeUndefined();
    renderRouted(<SslChecker section={{ ...checker, insecureHref: `#${PLANS_ANCHOR}` }} />);
    await userEvent.click(screen.getByRole('button', { name: sslChecker.button }));
    expect(screen.getByRole('link', { name: sslChecker.secureCta })).toHaveAttribute('href', `#${PLANS_ANCHOR}`);
    expect(screen.queryByRole('button', { name: sslChecker.secureCta })).toBeNull();
  });

  it('announces the result to screen readers, and submits with Enter', async () => {
    renderRouted(<SslChecker section={checker} />);
    await userEvent.type(screen.getByRole('textbox'), 'example.com{Enter}');
    const message = screen.getByText(sslChecker.insecure);
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
  });
});
