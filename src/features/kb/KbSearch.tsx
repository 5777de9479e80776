import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Input } from '../../ui/Field.tsx';
import { Glyph } from '../../ui/Glyph.tsx';
import { KB } from '../../vocabulary/paths.ts';
import { fill } from '../../vocabulary/phrases.ts';
import { searchArticles, type KbHit } from './pagefind.ts';
import { SearchHits } from './SearchHits.tsx';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  width: 100%;
  max-width: 640px;
  margin-inline: auto;
  ${Input} {
    min-height: 52px;
    padding-left: 44px;
    font-size: 1.05rem;
    background: var(--surface);
  }
  /* A phone: the button under the field, as wide as it, and a smaller placeholder (the typed text keeps the size
     that stops iOS zooming in), as the hero's domain search does. */
  @media (max-width: 575.98px) {
    > button {
      flex: 1 1 100%;
    }
    ${Input}::placeholder {
      font-size: 0.9rem;
    }
  }
`;
const Box = styled.div`
  position: relative;
  flex: 1 1 260px;
  min-width: 0;
  > svg {
    position: absolute;
    left: 14px;
    top: 50%;
    translate: 0 -50%;
    color: var(--muted);
    pointer-events: none;
  }
`;
const Submit = styled.button`
  min-height: 52px;
  padding: 0 22px;
  border: 2px solid var(--accent);
  border-radius: 10px;
  background: var(--accent);
  color: var(--on-accent);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: var(--accent-strong);
  }
`;

/** The words of the search box and its results (help-center.yaml `search`). */
export interface KbSearchWords {
  /** Accessible name of the search box */
  label: string;
  placeholder: string;
  button: string;
  /** Shown while a search runs */
  searching: string;
  /** Above the results: {count} and {query} are filled in */
  results: string;
  /** Accessible name of the list of articles found */
  resultsLabel: string;
  /** When nothing matches: {query} is filled in */
  empty: string;
  /** When the search could not load */
  failed: string;
}

type State =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; hits: KbHit[] }
  | { status: 'failed'; query: string };

/** How long typing pauses before the search runs. */
const PAUSE_MS = 250;
/**
 * The address's search, on /kb: a search shared as a link, or sent by the form without JavaScript. Not ?q=, which
 * on any page is the domain search's (features/domain-search/contract.ts).
 */
const QUERY = 'search';

/**
 * The help center's search: a GET form to /kb?search=, so that without JavaScript it leads to the help center, whose
 * every article is listed by category. With JavaScript it searches the Pagefind index as the visitor types and
 * lists the articles found under the box, and /kb?search= runs its search on arrival.
 */
export function KbSearch({ words, className }: { words: KbSearchWords; className?: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const run = (term: string) => {
    clearTimeout(timer.current);
    const query = term.trim();
    const ticket = ++latest.current;
    if (!query) return setState({ status: 'idle' });
    setState({ status: 'searching', query });
    searchArticles(query).then(
      (hits) => hits && ticket === latest.current && setState({ status: 'done', query, hits }),
      () => ticket === latest.current && setState({ status: 'failed', query }),
    );
  };

  const input = useRef<HTMLInputElement>(null);

  // Once hydrated: what was typed before the script ran is searched; else, on arrival at /kb?search= (the
  // prerendered box is empty), the address's search runs.
  useEffect(() => {
    const fromAddress = window.location.pathname === KB ? new URLSearchParams(window.location.search).get(QUERY) : null;
    const query = input.current?.value || fromAddress;
    const arrival = setTimeout(() => {
      if (!query) return;
      setValue(query);
      run(query);
    });
    return () => {
      clearTimeout(arrival);
      clearTimeout(timer.current);
    };
    // Once: later searches come from the box.
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(value);
    if (window.location.pathname === KB) {
      const url = new URL(window.location.href);
      if (value.trim()) url.searchParams.set(QUERY, value.trim());
      else url.searchParams.delete(QUERY);
      window.history.replaceState(window.history.state, '', url);
    }
  };

  const status =
    state.status === 'searching'
      ? words.searching
      : state.status === 'failed'
        ? words.failed
        : state.status === 'done'
          ? fill(state.hits.length ? words.results : words.empty, { count: state.hits.length, query: state.query })
          : '';

  return (
    <div className={className}>
      <Form role="search" action={KB} method="get" onSubmit={onSubmit}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {words.label}
        </label>
        <Box>
          <Glyph name="search" size={20} />
          <Input
            ref={input}
            id={`${id}-q`}
            type="search"
            name={QUERY}
            placeholder={words.placeholder}
            autoComplete="off"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => run(e.target.value), PAUSE_MS);
            }}
          />
        </Box>
        <Submit type="submit">{words.button}</Submit>
      </Form>
      <SearchHits status={status} hits={state.status === 'done' ? state.hits : []} label={words.resultsLabel} />
    </div>
  );
}
