import { useEffect, useState } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Glyph } from '../ui/Glyph.tsx';

/** The button appears once the page is scrolled more than 300 px. */
const SCROLL_TOP_THRESHOLD = 300;

const Floating = styled.button`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 40;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: var(--accent);
  color: var(--on-accent);
  box-shadow: var(--shadow);
  cursor: pointer;
`;

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <Floating
      type="button"
      aria-label={site.ui.backToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
    >
      <Glyph name="arrow-up" />
    </Floating>
  );
}
