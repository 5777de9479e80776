import styled from 'styled-components';
import { Price } from './Price.tsx';

/** The line itself, for the hero to set its button beside it on a phone. */
export const FromPriceLine = styled.p`
  margin: 0;
  color: var(--muted);
  font-size: 1.05rem;
  font-weight: 600;
`;
const Amount = styled(Price)`
  font-size: 1.75rem;
  font-variant-numeric: tabular-nums;
`;

interface Props {
  cents: number;
  period: 'month' | 'year';
  /** The words before and after the price, e.g. "Plans from " and "" */
  words: { before: string; after: string };
  /** Said instead when the price is 0 */
  free: string;
}

/** "Plans from <price>/mo": the lowest price of a product, in the words given. */
export function FromPrice({ cents, period, words: { before, after }, free }: Props) {
  return (
    <FromPriceLine>
      {cents === 0 ? (
        free
      ) : (
        <>
          {before}
          <Amount cents={cents} period={period} />
          {after}
        </>
      )}
    </FromPriceLine>
  );
}
