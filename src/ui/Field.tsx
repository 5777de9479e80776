import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Glyph } from './Glyph.tsx';
import { control } from './Input.ts';

export { Input } from './Input.ts';

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
  &[aria-invalid='true'] {
    outline: 2px solid var(--danger);
    outline-offset: 1px;
  }
`;

type FieldLayout = 'stacked' | 'checkbox';

const layouts: Record<FieldLayout, ReturnType<typeof css>> = {
  stacked: css`
    display: grid;
    gap: 6px;
  `,
  checkbox: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 10px;
    label {
      flex: 1 1 0;
    }
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

const ErrorText = styled.p`
  flex-basis: 100%;
  display: flex;
  align-items: flex-start;
  gap: 6px;
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: var(--danger);
  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

/** A field's error message with its warning icon; `id` is what the control's aria-describedby names. */
export function FieldError({ id, role, children }: { id: string; role?: 'alert'; children: ReactNode }) {
  return (
    <ErrorText id={id} role={role}>
      <Glyph name="circle-alert" size={16} />
      <span>{children}</span>
    </ErrorText>
  );
}

/** The id of a field's hint, for the control's aria-describedby. */
const hintId = (controlId: string) => `${controlId}-hint`;
/** The id of a field's error message, for the control's aria-describedby. */
const errorId = (controlId: string) => `${controlId}-error`;

/** What a control's aria-describedby should name: its hint and its current error. */
export const describedBy = (controlId: string, hint: boolean, error: boolean) =>
  [hint && hintId(controlId), error && errorId(controlId)].filter(Boolean).join(' ') || undefined;

interface Props {
  /** The id of the control passed as children */
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  /** Message shown under the control while its value is invalid */
  error?: string | undefined;
  layout?: FieldLayout;
  /** Takes one column of a two-column form grid instead of the full row */
  half?: boolean;
  children: ReactNode;
}

/** A form control with its visible label (before it, or after a checkbox), optional hint and error. */
export function Field({ id, label, hint, error, layout = 'stacked', half = false, children }: Props) {
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
      {error && <FieldError id={errorId(id)}>{error}</FieldError>}
    </Wrap>
  );
}
