import styled from 'styled-components';
import site from 'virtual:content/site';
import { formatCents } from './format';

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
  const suffix = period === 'month' ? site.ui.perMonth : site.ui.perYear;
  return (
    <Amount className={className}>
      {cents === 0 ? site.ui.free : formatCents(cents)}
      {cents > 0 && <small>{suffix}</small>}
    </Amount>
  );
}
