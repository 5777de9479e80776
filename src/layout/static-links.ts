import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** A file the server sends as it is (a feed, a PDF), not a page of the app. */
const isFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

/**
 * Links in content kept as server HTML (ui/KeptHtml.tsx) are plain anchors: a click on one navigates
 * client-side, as a <Link> would, so the page changes without a reload and shows the route transition.
 */
export function useStaticLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('[data-static] a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download') || isFile(link.pathname)) return;
      const here = window.location.pathname + window.location.search;
      const to = link.pathname + link.search;
      // A link to a place on this page scrolls there, as the browser does.
      if (to === here && link.hash) return;
      event.preventDefault();
      navigate(to + link.hash, { replace: to + link.hash === here + window.location.hash });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
