import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { Container, SectionHeading } from '../../ui/layout.ts';
import { media } from '../../ui/theme.ts';

const Band = styled.section`
  padding: 56px 0;
  background: linear-gradient(180deg, var(--surface), var(--bg));
  border-block: 1px solid var(--border);
`;
/** Two columns on phones, one row from tablets up, a rule between figures. */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 32px 16px;
  text-align: center;
  li {
    display: grid;
    align-content: start;
    gap: 6px;
    padding: 0 12px;
  }
  li:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    grid-template-columns: none;
    li + li {
      border-left: 1px solid var(--border);
    }
    li:last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`;
const Value = styled.span`
  font-size: clamp(2rem, 4.5vw, 3rem);
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;
  color: var(--accent-strong);
`;
const Label = styled.span`
  color: var(--muted);
  font-weight: 600;
`;

export default function FiguresSection({ section }: SectionProps<typeof definition>) {
  return (
    <Band>
      <Container>
        {(section.title || section.subtitle) && (
          <SectionHeading>
            {section.title && <h2>{section.title}</h2>}
            {section.subtitle && <p>{section.subtitle}</p>}
          </SectionHeading>
        )}
        <List>
          {section.items.map((item) => (
            <li key={item.label}>
              <Value>{item.value}</Value> <Label>{item.label}</Label>
            </li>
          ))}
        </List>
      </Container>
    </Band>
  );
}
