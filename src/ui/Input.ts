// The text field every form uses, the newsletter's in the footer among them: a module of its own, so that the code
// every page loads holds it alone and not the other controls and fields (Field.tsx), which only some forms use.
import styled, { css } from 'styled-components';

/** The look every form control shares (Field.tsx's text area and select too). */
export const control = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  border: 1px solid var(--border);
  border-radius: 10px;
  background: var(--bg);
  color: var(--text);
  font: inherit;
  font-size: 1rem;
  /* Dimmer than muted text yet above 4.5:1, so a hint never reads as a typed value */
  &::placeholder {
    color: var(--placeholder);
    opacity: 1;
  }
  &:focus-visible {
    border-color: var(--accent);
  }
  &[aria-invalid='true'] {
    border-color: var(--danger);
    box-shadow: inset 0 0 0 1px var(--danger);
  }
`;

export const Input = styled.input`
  ${control}
`;
