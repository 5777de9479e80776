import { useId, useState } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Select } from '../../ui/Field';
import { DemoNote } from './DemoNote';
import { DomainResultList } from './DomainResultList';
import type { SearchState } from './search-store';
import { sortSuggestions, suggestionOrders, type SuggestionOrder } from './sort';
import { Spinner } from './Spinner';

const Empty = styled.p`
  margin: 0;
  color: var(--muted);
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px 16px;
  margin: 24px 0 10px;
  /* Doubled class: wins over the dialog body's heading margins, whichever stylesheet comes first */
  && h3 {
    margin: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    color: var(--muted);
    font-size: 0.95rem;
  }
  select {
    width: auto;
    min-height: 40px;
    padding: 6px 10px;
  }
`;
const More = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 12px 0 0;
  color: var(--muted);
  ${Spinner} {
    width: 18px;
    height: 18px;
    border-width: 3px;
  }
`;

/** The searched domain, then its alternatives as they arrive, in the order the visitor picks. */
export function SearchAnswer({ results }: { results: Extract<SearchState, { status: 'results' }> }) {
  const sortId = useId();
  const [order, setOrder] = useState<SuggestionOrder>('arrival');
  const copy = site.domainSearch;
  const suggestions = sortSuggestions(results.suggestions, order);
  return (
    <>
      {results.demo && <DemoNote />}
      <h3>{copy.resultTitle}</h3>
      <DomainResultList items={[results.searched]} />
      <Tools>
        <h3>{copy.suggestionsTitle}</h3>
        {results.suggestions.length > 1 && (
          <label htmlFor={sortId}>
            {copy.sort.label}
            <Select id={sortId} value={order} onChange={(e) => setOrder(e.target.value as SuggestionOrder)}>
              {suggestionOrders.map((o) => (
                <option key={o} value={o}>
                  {copy.sort[o]}
                </option>
              ))}
            </Select>
          </label>
        )}
      </Tools>
      {suggestions.length > 0 && (
        <DomainResultList items={suggestions.map((s) => ({ ...s, status: 'available' as const }))} />
      )}
      <div aria-live="polite">
        {!results.complete ? (
          <More role="status">
            <Spinner aria-hidden="true" />
            {copy.checkingMore}
          </More>
        ) : (
          suggestions.length === 0 && results.searched.status !== 'available' && <Empty>{copy.empty}</Empty>
        )}
      </div>
    </>
  );
}
