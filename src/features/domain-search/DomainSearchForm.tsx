import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  max-width: 640px;
  margin: 0 auto;
  input {
    flex: 1 1 260px;
    min-width: 0;
    min-height: 52px;
    padding: 12px 16px;
    border-radius: 12px;
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
    font: inherit;
    font-size: 1.05rem;
  }
`;

export interface DomainSearchCopy {
  label: string;
  placeholder: string;
  button: string;
}

export function DomainSearchForm({ copy }: { copy: DomainSearchCopy }) {
  const id = useId();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <Form role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {copy.label}
      </label>
      <input id={id} type="text" name="domain" placeholder={copy.placeholder} autoComplete="off" spellCheck={false} />
      <Button type="submit">{copy.button}</Button>
    </Form>
  );
}
