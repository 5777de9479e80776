import { useState, type ReactNode } from 'react';
import { useHydrated } from './useHydrated.ts';

/**
 * Content that holds nothing to interact with (a content-only section, a post, a menu's links). While the
 * prerendered page hydrates, it takes its server HTML as it is (read from the page, so it matches to the byte)
 * instead of rendering `children`: no code to download, no render, no styles to recompute. Rendered on the client
 * (after a client-side navigation), it renders `children`. Links in it are plain anchors until then; the layout
 * routes their clicks (layout/static-links.ts). The wrapper is `display: contents` (GlobalStyle), so it adds no box.
 * `id` names it on the page: unique, and the same on the server and in the browser.
 */
export function KeptHtml({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  // False while the prerendered page hydrates, true for a client render.
  const hydrating = !useHydrated();
  // Kept from the first render: after hydration the page renders once more with the client snapshot.
  const [html] = useState(() =>
    hydrating && typeof document !== 'undefined'
      ? document.querySelector(`[data-static="${CSS.escape(id)}"]`)?.innerHTML
      : undefined,
  );
  return html === undefined ? (
    <div data-static={id} className={className}>
      {children}
    </div>
  ) : (
    <div data-static={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
