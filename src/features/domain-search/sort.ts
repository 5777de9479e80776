import type { DomainSuggestion } from './contract.ts';
import { byCodeUnits } from '../../vocabulary/code-order.ts';

/** How a visitor may order the alternatives: as they arrived (the search's own order), by price, by extension. */
export const suggestionOrders = ['arrival', 'price', 'extension'] as const;
export type SuggestionOrder = (typeof suggestionOrders)[number];

const extension = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1);

/** A sorted copy; ties keep their arrival order (Array.prototype.sort is stable). */
export function sortSuggestions(items: DomainSuggestion[], order: SuggestionOrder): DomainSuggestion[] {
  if (order === 'arrival') return items;
  const by =
    order === 'price'
      ? (a: DomainSuggestion, b: DomainSuggestion) => a.price - b.price
      : (a: DomainSuggestion, b: DomainSuggestion) =>
          byCodeUnits(extension(a.domain), extension(b.domain)) || byCodeUnits(a.domain, b.domain);
  return [...items].sort(by);
}
