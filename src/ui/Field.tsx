import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  border: 1px solid var(--border);
  border-radius: 10px;
  background: var(--bg);
  color: var(--text);
  font: inherit;
  font-size: 1rem;
  &::placeholder {
    color: var(--muted);
    opacity: 1;
  }
  &:focus-visible {
    border-color: var(--accent);
  }
`;

export const Input = styled.input`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control}
  min-height: 140px;
  resize: vertical;
`;
export const Select = styled.select`
  ${control}
`;
export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  flex: none;
  accent-color: var(--accent);
`;

export type FieldLayout = 'stacked' | 'checkbox';

const layouts: Record<FieldLayout, ReturnType<typeof css>> = {
  stacked: css`
    display: grid;
    gap: 6px;
  `,
  checkbox: css`
    display: flex;
    align-items: flex-start;
    gap: 10px;
  `,
};

const Wrap = styled.div<{ $layout: FieldLayout; $half: boolean }>`
  ${(p) => layouts[p.$layout]}
  grid-column: ${(p) => (p.$half ? 'auto' : '1 / -1')};
  min-width: 0;
  label {
    font-weight: 600;
  }
`;
const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: var(--muted);
`;

/** The id of a field's hint, for the control's aria-describedby. */
export const hintId = (controlId: string) => `${controlId}-hint`;

interface Props {
  /** The id of the control passed as children */
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  layout?: FieldLayout;
  /** Takes one column of a two-column form grid instead of the full row */
  half?: boolean;
  children: ReactNode;
}

/** A form control with its visible label (before it, or after a checkbox) and optional hint. */
export function Field({ id, label, hint, layout = 'stacked', half = false, children }: Props) {
  const caption = <label htmlFor={id}>{label}</label>;
  return (
    <Wrap $layout={layout} $half={half}>
      {layout === 'checkbox' ? (
        <>
          {children}
          {caption}
        </>
      ) : (
        <>
          {caption}
          {children}
        </>
      )}
      {hint && <Hint id={hintId(id)}>{hint}</Hint>}
    </Wrap>
  );
}
