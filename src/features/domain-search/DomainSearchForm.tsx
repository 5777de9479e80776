import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { loadChunk } from '../../layout/chunk-load';
import { Button } from '../../ui/Button';
import { FieldError, Input } from '../../ui/Field';
import { useDomainSearch } from './useDomainSearch';

// The results dialog only shows after a search, so its code is a chunk of its own, fetched as soon as the visitor
// turns to the form (focus or pointer): it is there by the time they submit, and out of the page's first load.
const loadDialog = () => loadChunk('domain search results', () => import('./DomainResultsDialog'));
const DomainResultsDialog = lazy(() => loadDialog().then((m) => ({ default: m.DomainResultsDialog })));
// A failed prefetch is not reported here: rendering the dialog loads it again and reports a failure then.
const prefetchDialog = () => void loadDialog().catch(() => {});

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  max-width: 640px;
  margin: 0 auto;
  input {
    flex: 1 1 260px;
    width: auto;
    min-height: 52px;
    font-size: 1.05rem;
  }
`;

interface DomainSearchCopy {
  label: string;
  placeholder: string;
  button: string;
}

/** The hero's domain search: validates the term, asks our API and shows the results overlay. */
export function DomainSearchForm({ copy }: { copy: DomainSearchCopy }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const { state, invalid, search, retry, close, clearInvalid } = useDomainSearch();
  const loading = state.status === 'loading';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(value);
  };
  const onClose = () => {
    const searched = close();
    if (searched) setValue(searched);
    requestAnimationFrame(() => input.current?.focus());
  };

  return (
    <>
      <Form role="search" onSubmit={onSubmit} onFocus={prefetchDialog} onPointerEnter={prefetchDialog} noValidate>
        <label htmlFor={id} className="visually-hidden">
          {copy.label}
        </label>
        <Input
          ref={input}
          id={id}
          type="text"
          name="domain"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (invalid) clearInvalid();
          }}
          placeholder={copy.placeholder}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={loading}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={loading}>
          {loading ? site.domainSearch.searching : copy.button}
        </Button>
        {invalid && (
          <FieldError id={`${id}-error`} role="alert">
            {invalid}
          </FieldError>
        )}
      </Form>
      {state.status !== 'idle' && (
        <Suspense>
          <DomainResultsDialog
            searchTerm={state.term}
            results={state.status === 'done' ? state.response.results : []}
            suggestions={state.status === 'done' ? state.response.suggestions : []}
            loading={loading}
            error={state.status === 'error' ? state.message : null}
            onClose={onClose}
            onRetry={retry}
          />
        </Suspense>
      )}
    </>
  );
}
