import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import type { SectionProps } from '../define';
import type definition from './definition';
import { SEARCH_PAGE } from '../../features/domain-search/contract';
import { DomainResultList } from '../../features/domain-search/DomainResultList';
import { DemoNote } from '../../features/domain-search/DemoNote';
import { ServerResults } from '../../features/domain-search/ServerResults';
import { Button } from '../../ui/Button';
import { FieldError, TextArea } from '../../ui/Field';
import { Glyph } from '../../ui/Glyph';
import { Container, Section } from '../../ui/layout';
import { useBulkSearch, type BulkState } from './useBulkSearch';

/** Name of the box's field: /domains?names=… is what the form sends before its script runs. */
export const BULK_PARAM = 'names';

const Box = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: clamp(20px, 5vw, 32px);
  border: 1px solid var(--border);
  border-radius: 16px;
  background: var(--surface);
  form {
    display: grid;
    gap: 10px;
  }
  label {
    font-weight: 700;
  }
  textarea {
    min-height: 120px;
    font-family: inherit;
  }
  form > p {
    margin: 0;
    color: var(--muted);
    font-size: 0.95rem;
  }
  button[type='submit'] {
    justify-self: start;
  }
`;
const Answers = styled.div`
  margin-top: 20px;
  display: grid;
  gap: 8px;
`;
const Refused = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    padding: 12px 14px;
    border: 1px solid var(--border);
    border-radius: 12px;
    color: var(--danger);
  }
  strong {
    color: var(--text);
    overflow-wrap: anywhere;
  }
`;

function BulkAnswers({ state, id }: { state: BulkState; id: string }) {
  if (state.status === 'idle') return null;
  if (state.status === 'error')
    return (
      <FieldError id={id} role="alert">
        {site.domainSearch.errorIntro} {state.message}
      </FieldError>
    );
  const refused = state.names.filter((n) => n.error);
  const checked = state.names.flatMap((n) => (n.domain ? [n.domain] : []));
  const items = checked.map(
    (domain) =>
      state.results[domain] ?? {
        domain,
        status: state.status === 'running' ? ('checking' as const) : ('unknown' as const),
        price: 0,
        // The search ended (or its stream was cut) before this name's answer came.
        reason: 'timeout' as const,
      },
  );
  return (
    <>
      {state.demo && <DemoNote />}
      {refused.length > 0 && (
        <Refused>
          {refused.map((n) => (
            <li key={n.input}>
              <strong>{n.input}</strong>
              {n.error}
            </li>
          ))}
        </Refused>
      )}
      {items.length > 0 && <DomainResultList items={items} />}
    </>
  );
}

/** Up to 20 names at once; each row fills in as its answer arrives. */
export default function BulkSearchSection({ section }: SectionProps<typeof definition>) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [names, setNames] = useState('');
  const { state, search } = useBulkSearch();
  // What was typed before the script ran stays.
  useEffect(() => {
    if (box.current?.value) setNames(box.current.value);
  }, []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (names.trim()) void search(names);
  };
  const running = state.status === 'running';
  return (
    <Section id="bulk-search">
      <Container>
        <Box>
          <h2>{section.title}</h2>
          {section.subtitle && <p>{section.subtitle}</p>}
          <form method="get" action={`${SEARCH_PAGE}#bulk-search`} onSubmit={onSubmit}>
            <label htmlFor={id}>{section.label}</label>
            <TextArea
              ref={box}
              id={id}
              name={BULK_PARAM}
              value={names}
              onChange={(event) => setNames(event.target.value)}
              placeholder={section.placeholder}
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`}>{section.hint}</p>
            <Button type="submit" disabled={running}>
              <Glyph name="search" size={18} />
              {running ? site.domainSearch.searching : section.button}
            </Button>
          </form>
          <Answers aria-live="polite" aria-busy={running}>
            <BulkAnswers state={state} id={`${id}-error`} />
          </Answers>
          {/* Without JavaScript, the server puts the answers to /domains?names=<names> here. */}
          <ServerResults kind="bulk" />
        </Box>
      </Container>
    </Section>
  );
}
