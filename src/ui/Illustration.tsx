import styled from 'styled-components';
import type { ResolvedIllustration } from '../vocabulary/image-types.ts';

/**
 * A content drawing in the theme's colours. The build coloured it once per theme (src/build/image-assets.ts);
 * the stylesheet picks the file of the theme in use, so the browser fetches only that one and the HTML stays small.
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
    />
  );
}
