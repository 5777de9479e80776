import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('contentSecurityPolicy', () => {
  it('allows exactly the inline code it is handed, by hash, with no unsafe keyword', () => {
    const csp = contentSecurityPolicy({ scripts: ['try{a()}catch(e){}', 'start()'], styles: ['.a{color:red}'] });
    expect(csp).toContain(`script-src 'self' ${hash('try{a()}catch(e){}')} ${hash('start()')};`);
    expect(csp).toContain(`style-src 'self' ${hash('.a{color:red}')} ${hash('')};`);
    expect(csp).not.toMatch(/unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('allows no inline script it was not handed', () => {
    expect(contentSecurityPolicy({ scripts: [], styles: [] })).toMatch(/script-src 'self';/);
  });

  it('lets a page with the help center search compile WebAssembly, and nothing more', () => {
    const csp = contentSecurityPolicy({ scripts: ['start()'], styles: [] }, { wasm: true });
    expect(csp).toContain(`script-src 'self' ${hash('start()')} 'wasm-unsafe-eval';`);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ scripts: ['start()'], styles: [] })).not.toContain('wasm');
  });
});
