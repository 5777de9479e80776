import { Suspense, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { firstTouch, type FirstTouch } from './first-touch.ts';
import { arriving, islandHydrated } from './hydration-progress.ts';
import { useHydrated } from './useHydrated.ts';

function Hydrated({
  island,
  name,
  touch,
}: {
  island: RefObject<HTMLDivElement | null>;
  name: string;
  touch?: FirstTouch;
}) {
  useEffect(() => {
    if (island.current) islandHydrated(island.current, name);
    touch?.hydrated();
  }, [island, name, touch]);
  return null;
}

/**
 * Its children once the island has been touched: until then React leaves the server HTML as it is. If React renders
 * the island anew instead (it gives up hydrating a boundary an update reaches before it has hydrated), the children
 * render at once, with the server HTML on screen until their code has loaded.
 */
function Touched({ touch, children }: { touch: FirstTouch; children: ReactNode }) {
  use(useHydrated() ? RENDER_NOW : touch.touched);
  return children;
}
/** A promise React reads as already fulfilled (its status), so that use() returns at once. */
const RENDER_NOW = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * The island's server HTML, shown while its code loads if React renders it anew: read when first rendered, in the
 * render before the commit that replaces it.
 */
function ServerHtml({ island }: { island: RefObject<HTMLDivElement | null> }) {
  const [html] = useState(() => island.current?.innerHTML ?? '');
  return <div data-static="" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A part of the page a visitor interacts with (a menu, a form, a search), in its own Suspense boundary: React
 * hydrates the page's shell first and then each island on its own, yielding to the browser between them, and
 * hydrates at once an island the visitor touches before its turn. The wrapper is `display: contents` (GlobalStyle),
 * so it adds no box; `name` says what it is (the hydration bench's marks).
 * `until="touch"`: on the page a visitor arrived on, the island hydrates on the visitor's first touch (focus, press,
 * key, pointer over it), and its children's lazy code loads only then (ui/first-touch.ts); its server HTML must work
 * without script meanwhile. Rendered after arrival (a client-side navigation), it renders at once.
 */
export function Island({
  name,
  className,
  until,
  children,
}: {
  name: string;
  className?: string;
  until?: 'touch';
  children: ReactNode;
}) {
  const island = useRef<HTMLDivElement>(null);
  const [touch] = useState(() => (until === 'touch' && arriving() ? firstTouch() : undefined));
  useEffect(() => (touch && island.current ? touch.watch(island.current) : undefined), [touch]);
  return (
    <div data-island={name} className={className} ref={island}>
      <Suspense fallback={touch ? <ServerHtml island={island} /> : null}>
        {touch ? <Touched touch={touch}>{children}</Touched> : children}
        <Hydrated island={island} name={name} touch={touch} />
      </Suspense>
    </div>
  );
}
