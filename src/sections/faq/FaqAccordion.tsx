import styled from 'styled-components';
import type { FaqItem } from './faq-item.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { media } from '../../ui/theme.ts';

const List = styled.div`
  max-width: 820px;
  margin: 0 auto;
  display: grid;
  gap: 12px;
  ${media.narrow} {
    gap: 8px;
  }
`;
// Native disclosure: answers open and close before any script runs, and find-in-page reaches closed ones.
const Item = styled.details`
  border: 1px solid var(--border);
  border-radius: 12px;
  background: var(--surface);
  summary {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 18px 20px;
    list-style: none;
    cursor: pointer;
    border-radius: 12px;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* A mark for the eye only: the slash gives it no text for a screen reader (older browsers skip that line), so a
     toggle's name is its question alone. */
  summary::after {
    content: '+';
    content: '+' / '';
    font-size: 1.3rem;
    line-height: 1;
    font-weight: 700;
    color: var(--accent-strong);
  }
  &[open] summary::after {
    content: '−';
    content: '−' / '';
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    padding: 0 20px 18px;
    color: var(--muted);
  }
  /* A phone's items a little tighter: a list of questions to scan. */
  ${media.narrow} {
    summary {
      padding: 14px 16px;
    }
    p {
      padding: 0 16px 14px;
    }
  }
`;

interface Props {
  title?: string | undefined;
  subtitle?: string | undefined;
  items: FaqItem[];
  openFirst?: boolean;
}

export function FaqAccordion({ title, subtitle, items, openFirst = false }: Props) {
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      <List>
        {items.map((item, i) => (
          <Item key={item.question} open={openFirst && i === 0}>
            <summary>
              <h3>{item.question}</h3>
            </summary>
            <p>{item.answer}</p>
          </Item>
        ))}
      </List>
    </SectionFrame>
  );
}
