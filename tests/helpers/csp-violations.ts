// For end-to-end tests that hold pages to their Content-Security-Policy: what a browser context's pages had refused,
// from the `securitypolicyviolation` events of every frame (collected from a page's first script on) and the
// refusals the console reports (a frame that runs no script, such as a sandboxed preview, reports only there).
import type { BrowserContext } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  where: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/** Starts watching the context's pages (those opened or navigated from now on); call the answer for the refusals. */
export async function watchPolicy(context: BrowserContext): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        (window.cspViolations ??= []).push({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          where: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
        }),
      true,
    );
  });
  const logged: string[] = [];
  context.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) logged.push(m.text());
  });
  return async () => {
    const refused = [...logged];
    for (const frame of context.pages().flatMap((page) => page.frames())) {
      const seen = await frame.evaluate(() => window.cspViolations ?? []).catch(() => []);
      for (const v of seen) refused.push(`${frame.url()}: ${v.directive} refused ${v.blocked} at ${v.where}`);
    }
    return refused;
  };
}
