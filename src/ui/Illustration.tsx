import styled from 'styled-components';
import type { ResolvedIllustration } from './image-types.ts';

const Frame = styled.span`
  display: block;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/**
 * A content drawing put into the page, so that its shapes take the theme's colours (the classes f-accent,
 * s-border, ... in GlobalStyle). Its markup was checked when the content loaded: no script, style or link.
 */
export function Illustration({ art, className }: { art: ResolvedIllustration; className?: string }) {
  return <Frame className={className} role="img" aria-label={art.alt} dangerouslySetInnerHTML={{ __html: art.svg }} />;
}
