import styled from 'styled-components';
import { formatCents, perPeriod } from './format.ts';
import { useWords } from './words.tsx';

const Amount = styled.span`
  font-size: 2.25rem;
  font-weight: 800;
  color: var(--text);
  small {
    font-size: 1rem;
    font-weight: 500;
    color: var(--muted);
  }
`;

export function Price({ cents, period, className }: { cents: number; period: 'month' | 'year'; className?: string }) {
  const words = useWords();
  const suffix = perPeriod(period, words);
  return (
    <Amount className={className}>
      {cents === 0 ? words.free : formatCents(cents)}
      {cents > 0 && <small>{suffix}</small>}
    </Amount>
  );
}
