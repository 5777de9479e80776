import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { BULK_PARAM, SEARCH_FORMS, SEARCH_PAGE } from '../../features/domain-search/contract.ts';
import { rowCartButton } from '../../features/domain-search/CartButton.tsx';
import { CartSummary } from '../../features/domain-search/CartSummary.tsx';
import { domainOrder } from '../../features/domain-search/order.ts';
import { BulkAnswerView, BulkRefusal } from '../../features/domain-search/DomainResults.tsx';
import { resultsStyle } from '../../features/domain-search/results-style.ts';
import { ServerResults } from '../../features/domain-search/ServerResults.tsx';
import { resultWords } from '../../features/domain-search/words.ts';
import { Button } from '../../ui/Button.tsx';
import { TextArea } from '../../ui/Field.tsx';
import { Glyph } from '../../ui/Glyph.tsx';
import { useSentForm } from '../../ui/sent-form.tsx';
import { Container, Section } from '../../ui/layout.ts';
import { useBulkSearch, type BulkState } from './useBulkSearch.ts';

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
// The answers look as the server's page shows them without JavaScript (results-style.ts).
const Answers = styled.div`
  margin-top: 20px;
  ${resultsStyle}
`;

// The domain cart under the answers, when the site hands orders off; it takes no room while empty.
const BulkCart = styled(CartSummary)`
  &:has(section) {
    margin-top: 20px;
    padding-top: 16px;
    border-top: 1px solid var(--border);
  }
`;

function BulkAnswers({ state }: { state: BulkState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'error') return <BulkRefusal message={state.message} words={site.domainSearch} />;
  return (
    <BulkAnswerView
      names={state.names}
      results={state.results}
      running={state.status === 'running'}
      demo={state.demo}
      words={resultWords}
      action={rowCartButton}
    />
  );
}

/** Up to 20 names at once; each row fills in as its answer arrives. */
export default function BulkSearchSection({ section }: SectionProps<typeof definition>) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // Answering /domains?names=… without JavaScript, the server renders the box holding what was sent.
  const sent = useSentForm(SEARCH_FORMS.bulk);
  const [names, setNames] = useState(sent?.values[BULK_PARAM] ?? '');
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
            <BulkAnswers state={state} />
          </Answers>
          {domainOrder && <BulkCart order={domainOrder} perYear={site.ui.perYear} />}
          {/* Without JavaScript, the server puts the answers to /domains?names=<names> here. */}
          <ServerResults kind="bulk" />
        </Box>
      </Container>
    </Section>
  );
}
