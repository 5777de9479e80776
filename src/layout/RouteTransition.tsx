import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import site from 'virtual:content/site';

/** The loading overlay shows for 500 ms and the scroll resets 50 ms after each route change. */
const OVERLAY_MS = 500;
const SCROLL_RESET_MS = 50;

const spin = keyframes`to { transform: rotate(360deg); }`;
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  background: color-mix(in srgb, var(--bg) 85%, transparent);
  &::before {
    content: '';
    width: 48px;
    height: 48px;
    border-radius: 50%;
    border: 4px solid var(--border);
    border-top-color: var(--accent);
    animation: ${spin} 0.8s linear infinite;
  }
`;

/** True for OVERLAY_MS after every route change (not on the first page load). */
export function useRouteTransition(): boolean {
  const { pathname } = useLocation();
  const [active, setActive] = useState(false);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setActive(true);
    const scroll = setTimeout(() => window.scrollTo(0, 0), SCROLL_RESET_MS);
    const done = setTimeout(() => setActive(false), OVERLAY_MS);
    return () => {
      clearTimeout(scroll);
      clearTimeout(done);
    };
  }, [pathname]);
  return active;
}

export function LoadingOverlay() {
  return (
    <Overlay role="status" aria-label={site.ui.loading} data-testid="route-overlay">
      <span className="visually-hidden">{site.ui.loading}</span>
    </Overlay>
  );
}
