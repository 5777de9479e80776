import styled from 'styled-components';

/** The pill on the top edge of a highlighted plan card; its parent must be positioned (Card is). */
export const PopularTag = styled.span`
  position: absolute;
  top: -14px;
  left: 50%;
  transform: translateX(-50%);
  padding: 4px 14px;
  border-radius: 999px;
  background: var(--accent);
  color: var(--on-accent);
  font-size: 0.8rem;
  font-weight: 800;
  white-space: nowrap;
`;
