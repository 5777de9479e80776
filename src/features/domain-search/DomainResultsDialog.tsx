import { useEffect, useId, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.ts';
import { media } from '../../ui/theme.ts';
import { CartSummary } from './CartSummary.tsx';
import { domainOrder } from './order.ts';
import { SearchAnswer } from './SearchAnswer.tsx';
import { SearchFailure, otherExtensions } from './SearchFailure.tsx';
import { Spinner } from './Spinner.tsx';
import { Refusal, ResultsTitle } from './DomainResults.tsx';
import { resultsStyle } from './results-style.ts';
import { resultWords } from './words.ts';
import { extensions, type SearchState } from './search-store.ts';
import { Glyph } from '../../ui/Glyph.tsx';

const Dialog = styled.dialog`
  width: min(720px, calc(100vw - 24px));
  max-height: calc(100vh - 48px);
  padding: 0;
  border: 1px solid var(--border);
  border-radius: 16px;
  background: var(--surface);
  color: var(--text);
  box-shadow: var(--shadow);
  text-align: left;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
`;
// The title and Close stay in view while a long list of alternatives scrolls under them.
const Head = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  padding: 16px 16px 12px;
  border-bottom: 1px solid var(--border);
  h2 {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
  ${media.sm} {
    padding: 20px 24px 16px;
    h2 {
      font-size: 1.35rem;
    }
  }
  h2:focus {
    outline: none;
  }
`;
// The results' own look is the block the server's page has too (results-style.ts).
const Body = styled.div`
  overflow-y: auto;
  padding: 16px;
  ${media.sm} {
    padding: 20px 24px 24px;
  }
  ${resultsStyle}
`;
const Loading = styled.div`
  display: grid;
  justify-items: center;
  gap: 16px;
  padding: 32px 0;
  color: var(--muted);
  p {
    margin: 0;
  }
`;
// The cart stays in view under the results while they scroll; it takes no room while empty.
const CartFooter = styled(CartSummary)`
  &:has(section) {
    padding: 14px 16px 16px;
    border-top: 1px solid var(--border);
    ${media.sm} {
      padding: 16px 24px 20px;
    }
  }
`;
type Shown = Exclude<SearchState, { status: 'idle' }>;

interface DomainResultsDialogProps {
  state: Shown;
  onClose: () => void;
  /** Runs the failed search again */
  onRetry: () => void;
}

/** The results overlay: a modal dialog; Close, a backdrop click or Escape closes it. */
export function DomainResultsDialog({ state, onClose, onRetry }: DomainResultsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const copy = site.domainSearch;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The title can take focus (for Retry), so the browser would start there: start on Close as before.
    closeButton.current?.focus();
    return () => dialog?.close();
  }, []);
  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  // Retry disappears as the search starts again: focus moves to the title rather than falling out of the dialog.
  const retry = () => {
    onRetry();
    title.current?.focus();
  };
  const results = state.status === 'results' ? state : undefined;
  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Head>
        <ResultsTitle id={titleId} ref={title} tabIndex={-1} term={state.term} words={resultWords} />
        <IconButton ref={closeButton} type="button" onClick={onClose} aria-label={copy.close}>
          <Glyph name="x" />
        </IconButton>
      </Head>
      <Body>
        <div aria-live="polite">
          {state.status === 'loading' && (
            <Loading>
              <Spinner aria-hidden="true" />
              <p role="status">{copy.loading}</p>
            </Loading>
          )}
          {state.status === 'error' && state.invalid && <Refusal>{state.message}</Refusal>}
          {state.status === 'error' && !state.invalid && (
            <SearchFailure
              message={state.message}
              alternatives={otherExtensions(state.term, extensions)}
              words={copy}
              icon={<Glyph name="info" size={20} />}
              retry={
                <Button onClick={retry}>
                  <Glyph name="rotate-cw" size={18} />
                  {copy.retry}
                </Button>
              }
            />
          )}
        </div>
        {results && <SearchAnswer results={results} />}
      </Body>
      {domainOrder && <CartFooter order={domainOrder} perYear={site.ui.perYear} />}
    </Dialog>
  );
}
