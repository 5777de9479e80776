import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineBodies } from './csp';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = `<html><head><script>try{a()}catch(e){}</script><style data-styled="true">.a{color:red}</style>
<script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/static/js/x.js"></script>
</head><body><script>window.__data = 1;</script></body></html>`;

describe('contentSecurityPolicy', () => {
  it('finds the inline scripts and styles, but not data blocks or external scripts', () => {
    expect(inlineBodies(page)).toEqual({
      scripts: ['try{a()}catch(e){}', 'window.__data = 1;'],
      styles: ['.a{color:red}'],
    });
  });

  it('allows exactly those by hash, with no unsafe keyword', () => {
    const csp = contentSecurityPolicy(page);
    expect(csp).toContain(`script-src 'self' ${hash('try{a()}catch(e){}')} ${hash('window.__data = 1;')};`);
    expect(csp).toContain(`style-src 'self' ${hash('.a{color:red}')} ${hash('')};`);
    expect(csp).not.toMatch(/unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
