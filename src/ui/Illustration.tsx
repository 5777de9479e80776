import styled from 'styled-components';
import type { ResolvedIllustration } from '../vocabulary/image-types.ts';
import { ART_ATTRIBUTE } from '../vocabulary/theme-tokens.ts';

/**
 * A content drawing in the theme's colours. The build coloured it once per theme (src/build/image-assets.ts);
 * the stylesheet picks the file of the theme in use, so the browser fetches only that one. Both files are named on
 * the element too: once the page is idle, the theme toggle has the other theme's drawings read ahead
 * (features/theme/warm-other-theme.ts), so that a switch of theme paints without waiting for them.
 */
const Art = styled.span<{ $dark: string; $light: string; $ratio: string }>`
  display: block;
  aspect-ratio: ${(p) => p.$ratio};
  background: url('${(p) => p.$dark}') center / contain no-repeat;
  :root[data-theme='light'] & {
    background-image: url('${(p) => p.$light}');
  }
`;

export function Illustration({ art, className }: { art: ResolvedIllustration; className?: string }) {
  return (
    <Art
      className={className}
      role="img"
      aria-label={art.alt}
      $dark={art.dark}
      $light={art.light}
      $ratio={`${art.width} / ${art.height}`}
      {...{ [ART_ATTRIBUTE.dark]: art.dark, [ART_ATTRIBUTE.light]: art.light }}
    />
  );
}
