import styled from 'styled-components';
import { HEADER_HEIGHT } from './theme';

export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 20px;
`;

export const Section = styled.section`
  padding: 64px 0;
  /* A link to the section's id scrolls its heading into view below the fixed header. */
  scroll-margin-top: ${HEADER_HEIGHT}px;
`;

export const SectionHeading = styled.header`
  text-align: center;
  max-width: 720px;
  margin: 0 auto 40px;
  h2 {
    font-size: clamp(1.6rem, 3vw, 2.2rem);
  }
  p {
    color: var(--muted);
  }
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? 260}px), 1fr));
`;
