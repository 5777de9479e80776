import styled from 'styled-components';
import { formatCents, perPeriod } from './format.ts';
import { formatTerm } from './intl.ts';
import { useWords } from './words.tsx';
import { fill } from '../vocabulary/phrases.ts';

/** A plan's renewal price, when it has one other than its own. */
export interface RenewalTerms {
  price: number;
  /** Billing periods charged at the plan's own price first */
  after: number;
}

const Line = styled.span`
  display: block;
  font-size: 0.85rem;
  font-weight: 400;
  color: var(--muted);
`;

/** Under a plan's price: what it renews at, so the price after the first term is known before buying. */
export function Renewal({ period, renewal }: { period: 'month' | 'year'; renewal?: RenewalTerms | undefined }) {
  const words = useWords();
  if (!renewal) return <Line>{words.renewsSame}</Line>;
  const price = formatCents(renewal.price) + perPeriod(period, words);
  // The phrase's two slots (site.yaml ui.renewsAt), filled here: ui/ knows no content module.
  return <Line>{fill(words.renewsAt, { price, term: formatTerm(renewal.after, period) })}</Line>;
}
