import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { media } from '../../ui/theme.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  /* Two to a row on a phone: a figure is short. */
  ${media.narrow} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
  li {
    display: grid;
    gap: 4px;
    padding: 24px 16px;
    text-align: center;
    background: var(--surface);
    border: 1px solid var(--border);
    border-radius: 16px;
  }
`;
const Value = styled.span`
  font-size: clamp(2rem, 5vw, 2.75rem);
  font-weight: 800;
  line-height: 1.1;
  color: var(--accent-strong);
`;
const Label = styled.span`
  color: var(--muted);
  font-weight: 600;
`;

export default function StatsSection({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title}>
      <List>
        {section.items.map((item) => (
          <li key={item.label}>
            <Value>{item.value}</Value> <Label>{item.label}</Label>
          </li>
        ))}
      </List>
    </SectionFrame>
  );
}
