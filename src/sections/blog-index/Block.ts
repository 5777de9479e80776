import styled from 'styled-components';

/** One part of the blog index, under its own heading. */
export const Block = styled.section`
  margin-top: 48px;
  /* The first part of a list (a category page has no search above it) starts where the section does. */
  &:first-child {
    margin-top: 0;
  }
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.8rem);
    margin-bottom: 20px;
  }
`;
