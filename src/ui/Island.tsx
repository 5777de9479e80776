import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { islandHydrated } from './hydration-progress.ts';

function Hydrated({ island, name }: { island: RefObject<HTMLDivElement | null>; name: string }) {
  useEffect(() => {
    if (island.current) islandHydrated(island.current, name);
  }, [island, name]);
  return null;
}

/**
 * A part of the page a visitor interacts with (a menu, a form, a search), in its own Suspense boundary: React
 * hydrates the page's shell first and then each island on its own, yielding to the browser between them, and
 * hydrates at once an island the visitor touches before its turn. The wrapper is `display: contents` (GlobalStyle),
 * so it adds no box; `name` says what it is (the hydration bench's marks).
 */
export function Island({ name, className, children }: { name: string; className?: string; children: ReactNode }) {
  const island = useRef<HTMLDivElement>(null);
  return (
    <div data-island={name} className={className} ref={island}>
      <Suspense fallback={null}>
        {children}
        <Hydrated island={island} name={name} />
      </Suspense>
    </div>
  );
}
