import { useEffect, useState } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Glyph } from '../ui/Glyph.tsx';
import { SECTION_PADDING } from '../ui/layout.ts';
import { media } from '../ui/theme.ts';

/** The button appears once the page is scrolled more than 300 px. */
const SCROLL_TOP_THRESHOLD = 300;

const SIZE = 44;
const EDGE = 20;

// Docked, not floating over everything: it sits between the page's main part and its footer and takes no room
// there (its negative top margin). Sticky, it rides at the window's foot while the visitor scrolls through the page,
// and stops above the footer when the footer scrolls in, so it never covers the footer's links or its form. Docked,
// it sits in the last section's bottom padding, centred in it.
const Floating = styled.button`
  position: sticky;
  bottom: ${EDGE}px;
  z-index: 40;
  display: grid;
  place-items: center;
  margin: calc(-${SIZE}px - var(--dock-gap)) ${EDGE}px var(--dock-gap) auto;
  --dock-gap: calc((${SECTION_PADDING} - ${SIZE}px) / 2);
  /* A phone's section padding is narrower than the button: docked, it sits across the footer's top edge, in the
     last section's padding and the footer's, clear of both contents. */
  ${media.narrow} {
    --dock-gap: -${SIZE / 2}px;
  }
  width: ${SIZE}px;
  height: ${SIZE}px;
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
