import styled, { css } from 'styled-components';
import { media } from './theme.ts';

export const Card = styled.article<{ $highlight?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 28px;
  background: var(--surface);
  border: 1px solid ${(p) => (p.$highlight ? 'var(--accent)' : 'var(--border)')};
  border-radius: 16px;
  /* A highlighted card: a two-pixel ring (no shift of its content) and a tint from the accent at its top. */
  ${(p) =>
    p.$highlight &&
    css`
      background: linear-gradient(color-mix(in srgb, var(--accent) 9%, var(--surface)), var(--surface) 220px);
      box-shadow:
        0 0 0 1px var(--accent),
        var(--shadow);
    `}
  h3 {
    font-size: 1.25rem;
    margin: 0;
  }
  p {
    color: var(--muted);
    margin: 0;
    text-wrap: pretty;
  }
`;

export const Badge = styled.span`
  display: inline-block;
  padding: 4px 12px;
  border-radius: 999px;
  background: var(--surface-raised);
  border: 1px solid var(--border);
  color: var(--text);
  font-size: 0.85rem;
  font-weight: 600;
`;

export const CheckList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    padding-left: 28px;
    position: relative;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: var(--success);
    font-weight: 700;
  }
`;

/** The bottom of a card: its button, pushed down so that the buttons of a row of cards line up. */
export const CardFooter = styled.div`
  margin-top: auto;
  padding-top: 10px;
  display: grid;
`;

/**
 * A card that starts with an icon, denser on a phone: the icon beside the card's heading, the rest under both
 * (a card's icon above its heading took a fifth of a phone's screen per card).
 */
export const iconBesideHeadingOnPhone = css`
  ${media.narrow} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    column-gap: 12px;
    padding: 20px 20px 22px;
    > * {
      grid-column: 1 / -1;
    }
    > span:first-child {
      grid-column: 1;
      width: 40px;
      height: 40px;
    }
    > span:first-child + h3 {
      grid-column: 2;
    }
  }
`;
