import styled from 'styled-components';

/** A square button holding only an icon; give it an aria-label. */
export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 10px;
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  cursor: pointer;
  &:hover {
    border-color: var(--accent);
  }
`;
