import styled from 'styled-components';

/** One part of the blog index, under its own heading. */
export const Block = styled.section`
  margin-top: 48px;
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.8rem);
    margin-bottom: 20px;
  }
`;
