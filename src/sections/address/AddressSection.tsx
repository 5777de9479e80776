import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Card } from '../../ui/Card.tsx';

const Block = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
  text-align: center;
  address {
    font-style: normal;
    font-size: 1.1rem;
    line-height: 1.7;
  }
  address span {
    display: block;
  }
  address span:first-child {
    font-weight: 700;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 16px 0 0;
    border-top: 1px solid var(--border);
    color: var(--muted);
  }
`;

export default function AddressSection({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Block as="div">
        <address>
          {section.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        {section.hours.length > 0 && (
          <ul>
            {section.hours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        )}
      </Block>
    </SectionFrame>
  );
}
