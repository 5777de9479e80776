import styled from 'styled-components';

/** The space between the parts of the blog index: its search, the featured post, the recent ones, the categories. */
export const BLOCK_GAP = 'clamp(40px, 6vw, 56px)';

/** One part of the blog index, under its own heading, apart from whatever is above it. */
export const Block = styled.section`
  margin-top: ${BLOCK_GAP};
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.8rem);
    margin-bottom: 20px;
  }
`;

/** The first part of a list with nothing above it (a category's page has no search): it starts where the section does. */
export const FirstBlock = styled(Block)`
  margin-top: 0;
`;
