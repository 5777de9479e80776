import styled, { css } from 'styled-components';

type Placement = 'edge' | 'inline';

const placements: Record<Placement, ReturnType<typeof css>> = {
  /** Centred on the top edge of a highlighted plan card; its parent must be positioned (Card is). */
  edge: css`
    position: absolute;
    top: -14px;
    left: 50%;
    transform: translateX(-50%);
  `,
  /** In the flow, e.g. above a plan's name in a table heading. */
  inline: css`
    display: inline-block;
    justify-self: start;
  `,
};

/** The "Most Popular" pill. */
export const PopularTag = styled.span<{ $placement?: Placement }>`
  padding: 4px 14px;
  border-radius: 999px;
  background: var(--accent);
  color: var(--on-accent);
  font-size: 0.8rem;
  font-weight: 800;
  line-height: 1.4;
  white-space: nowrap;
  ${(p) => placements[p.$placement ?? 'edge']}
`;
