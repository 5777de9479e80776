import { useId, useState } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Select } from '../../ui/Field.tsx';
import { rowCartButton } from './CartButton.tsx';
import { SearchAnswerView } from './DomainResults.tsx';
import type { SearchState } from './search-store.ts';
import { sortSuggestions, suggestionOrders, type SuggestionOrder } from './sort.ts';
import { Spinner } from './Spinner.tsx';
import { resultWords } from './words.ts';

const SortLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  color: var(--muted);
  font-size: 0.95rem;
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

/**
 * The searched domain, then its alternatives as they arrive, in the order the visitor picks: the results the server
 * renders too (SearchAnswerView), with what needs the script: the sort control, the cart buttons, and "checking more".
 */
export function SearchAnswer({ results }: { results: Extract<SearchState, { status: 'results' }> }) {
  const sortId = useId();
  const [order, setOrder] = useState<SuggestionOrder>('arrival');
  const copy = site.domainSearch;
  return (
    <SearchAnswerView
      searched={results.searched}
      suggestions={sortSuggestions(results.suggestions, order)}
      demo={results.demo}
      words={resultWords}
      action={rowCartButton}
      sort={
        results.suggestions.length > 1 ? (
          <SortLabel htmlFor={sortId}>
            {copy.sort.label}
            <Select id={sortId} value={order} onChange={(e) => setOrder(e.target.value as SuggestionOrder)}>
              {suggestionOrders.map((o) => (
                <option key={o} value={o}>
                  {copy.sort[o]}
                </option>
              ))}
            </Select>
          </SortLabel>
        ) : undefined
      }
      pending={
        results.complete ? undefined : (
          <More role="status">
            <Spinner aria-hidden="true" />
            {copy.checkingMore}
          </More>
        )
      }
    />
  );
}
