import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { X } from 'lucide-react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { IconButton } from '../../ui/IconButton';
import { DomainResultList } from './DomainResultList';
import type { DomainSearchResponse } from './contract';

const Dialog = styled.dialog`
  width: min(640px, calc(100vw - 24px));
  max-height: calc(100vh - 48px);
  padding: 0;
  border: 1px solid var(--border);
  border-radius: 16px;
  background: var(--surface);
  color: var(--text);
  box-shadow: var(--shadow);
  text-align: left;
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
`;
const Body = styled.div`
  padding: 24px;
  display: grid;
  gap: 16px;
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
  }
  h2 {
    margin: 0;
    font-size: 1.35rem;
    word-break: break-word;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    color: var(--muted);
  }
`;
const Message = styled.p<{ $tone?: 'error' }>`
  margin: 0;
  color: ${(p) => (p.$tone === 'error' ? 'var(--danger)' : 'var(--muted)')};
`;

interface DomainResultsDialogProps {
  searchTerm: string;
  results: DomainSearchResponse['results'];
  suggestions: DomainSearchResponse['suggestions'];
  loading: boolean;
  error: string | null;
  onClose: () => void;
}

/** The results overlay: a modal dialog; Close, a backdrop click or Escape closes it. */
export function DomainResultsDialog({
  searchTerm,
  results,
  suggestions,
  loading,
  error,
  onClose,
}: DomainResultsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const copy = site.domainSearch;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  const searched = results[0];
  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={loading}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Body>
        <header>
          <h2 id={titleId}>
            {copy.dialogTitle}: {searchTerm}
          </h2>
          <IconButton type="button" onClick={onClose} aria-label={copy.close}>
            <X aria-hidden="true" />
          </IconButton>
        </header>
        <div aria-live="polite">
          {loading && <Message role="status">{copy.loading}</Message>}
          {!loading && error && (
            <Message $tone="error" role="alert">
              {copy.errorIntro} {error}
            </Message>
          )}
        </div>
        {!loading && !error && searched && (
          <>
            <h3>{copy.resultTitle}</h3>
            <DomainResultList items={[searched]} />
            <h3>{copy.suggestionsTitle}</h3>
            {suggestions.length > 0 ? (
              <DomainResultList items={suggestions.map((s) => ({ ...s, available: true }))} />
            ) : (
              !searched.available && <Message>{copy.empty}</Message>
            )}
          </>
        )}
      </Body>
    </Dialog>
  );
}
