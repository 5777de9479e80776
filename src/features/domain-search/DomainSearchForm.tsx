import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Button } from '../../ui/Button.tsx';
import { FieldError, Input } from '../../ui/Field.tsx';
import { HEADER_HEIGHT } from '../../ui/theme.ts';
import { useSentForm } from '../../ui/sent-form.tsx';
import { SEARCH_ANCHOR, SEARCH_FORMS, SEARCH_PAGE, SEARCH_PARAM } from './contract.ts';
import { checkTerm, useSearchState } from './search-store.ts';
import { PUSHED, setReturnFocus } from './address.ts';
import { prefetchResults } from './SearchFromAddress.tsx';
import { ServerResults } from './ServerResults.tsx';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  max-width: 640px;
  margin: 0 auto;
  /* A domain's Register leads here (#domain-search) when the site hands orders off: below the fixed header. */
  scroll-margin-top: ${HEADER_HEIGHT + 24}px;
  input {
    flex: 1 1 260px;
    width: auto;
    min-height: 52px;
    font-size: 1.05rem;
  }
  /* A phone: the button under the field, as wide as it, so that the form lines up with the centred hero; and a
     smaller placeholder (the typed text keeps the size that stops iOS zooming in), whole at 320 px. */
  @media (max-width: 575.98px) {
    button {
      flex: 1 1 100%;
    }
    input::placeholder {
      font-size: 0.9rem;
    }
  }
`;

interface DomainSearchCopy {
  label: string;
  placeholder: string;
  button: string;
}

/**
 * The hero's domain search. Before its script runs (or without it) it is a plain GET form to /domains?q=<term>, which
 * the server answers with the results; after, a search stays on the page: it puts ?q=<term> in the address (so it can
 * be shared and Back closes it) and the layout shows the results (SearchFromAddress).
 */
export function DomainSearchForm({ copy }: { copy: DomainSearchCopy }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Answering /domains?q=… without JavaScript, the server renders the box holding what was sent.
  const sent = useSentForm(SEARCH_FORMS.search);
  const [value, setValue] = useState(sent?.values[SEARCH_PARAM] ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const state = useSearchState();
  const location = useLocation();
  const navigate = useNavigate();
  const loading = state.status === 'loading';
  const last = state.status === 'idle' ? state.last : undefined;

  // What was typed before the script ran stays; a page opened with ?q= shows its term. Taken in before the browser
  // paints, in the commit's own synchronous pass: a later effect's update could lose to a render of higher priority
  // that writes the empty state into the box (React keeps a controlled input to its state) just as a submit held
  // until hydration is sent (1 in 20 such submits at 4x CPU sent an empty box).
  useLayoutEffect(() => {
    const typed = input.current?.value;
    const fromAddress = new URLSearchParams(window.location.search).get(SEARCH_PARAM);
    if (typed || fromAddress) setValue(typed || fromAddress || '');
  }, []);
  // Once the results close, the box holds the domain the search returned (SPEC §4); a form that mounts later (on
  // another page) starts empty.
  const shownLast = useRef(last);
  useEffect(() => {
    if (last && last !== shownLast.current) setValue(last);
    shownLast.current = last;
  }, [last]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { domain, invalid: broken } = checkTerm(value);
    setInvalid(broken ?? null);
    if (!domain) return;
    setReturnFocus(input.current);
    const params = new URLSearchParams(location.search);
    params.set(SEARCH_PARAM, domain);
    navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { state: PUSHED });
  };

  return (
    <>
      <Form
        id={SEARCH_ANCHOR}
        role="search"
        method="get"
        action={SEARCH_PAGE}
        onSubmit={onSubmit}
        onFocus={prefetchResults}
        onPointerEnter={prefetchResults}
        noValidate
      >
        <label htmlFor={id} className="visually-hidden">
          {copy.label}
        </label>
        <Input
          ref={input}
          id={id}
          type="text"
          name={SEARCH_PARAM}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (invalid) setInvalid(null);
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
      {/* Without JavaScript, the server puts the results of /domains?q=<term> here. */}
      <ServerResults kind="search" />
    </>
  );
}
