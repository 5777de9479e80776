import { useState, type ReactNode } from 'react';
import { useHydrated } from '../ui/useHydrated';

/**
 * A content-only section. While React hydrates the prerendered page, it takes the section's server HTML as it is
 * (read from the page, so it matches to the byte) instead of rendering its component: no code to download, no
 * render, no styles to recompute. Rendered on the client (after a client-side navigation), it renders `children`.
 * Links in it are plain anchors until then; the layout routes their clicks (layout/StaticLinks.tsx).
 * The wrapper is `display: contents` (GlobalStyle), so it adds no box around the section.
 */
export function StaticSection({ index, children }: { index: number; children: ReactNode }) {
  // False while React hydrates the prerendered page, true for a client render.
  const hydrating = !useHydrated();
  // Kept from the first render: after hydration React renders once more with the client snapshot.
  const [html] = useState(() =>
    hydrating && typeof document !== 'undefined'
      ? document.querySelector(`#main [data-static="${index}"]`)?.innerHTML
      : undefined,
  );
  return html === undefined ? (
    <div data-static={index}>{children}</div>
  ) : (
    <div data-static={index} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
