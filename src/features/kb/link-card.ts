import { css } from 'styled-components';

/** A card that is one link: its heading's link takes the click of the whole card, its text under it muted. */
export const linkCard = css`
  position: relative;
  background: var(--surface);
  border: 1px solid var(--border);
  &:hover,
  &:focus-within {
    border-color: var(--accent);
  }
  a {
    color: var(--text);
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:hover {
    color: var(--accent-strong);
  }
  p {
    margin: 6px 0 0;
    color: var(--muted);
  }
`;
