import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FaqItem } from './faq-item';
import { SectionFrame } from '../../ui/SectionFrame';

const List = styled.div`
  max-width: 820px;
  margin: 0 auto;
  display: grid;
  gap: 12px;
`;
const Item = styled.div`
  border: 1px solid var(--border);
  border-radius: 12px;
  background: var(--surface);
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;
const Toggle = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  gap: 16px;
  padding: 18px 20px;
  background: none;
  border: 0;
  color: var(--text);
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '+';
    font-size: 1.3rem;
    line-height: 1;
    color: var(--accent-strong);
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;
const Answer = styled.div`
  padding: 0 20px 18px;
  color: var(--muted);
  p {
    margin: 0;
  }
`;

interface Props {
  title?: string | undefined;
  subtitle?: string | undefined;
  items: FaqItem[];
  openFirst?: boolean;
}

export function FaqAccordion({ title, subtitle, items, openFirst = false }: Props) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(openFirst ? [0] : []));
  const id = useId();
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      <List>
        {items.map((item, i) => (
          <Item key={item.question}>
            <h3>
              <Toggle
                type="button"
                id={`${id}-q${i}`}
                aria-expanded={open.has(i)}
                aria-controls={`${id}-a${i}`}
                onClick={() => toggle(i)}
              >
                {item.question}
              </Toggle>
            </h3>
            <Answer id={`${id}-a${i}`} role="region" aria-labelledby={`${id}-q${i}`} hidden={!open.has(i)}>
              <p>{item.answer}</p>
            </Answer>
          </Item>
        ))}
      </List>
    </SectionFrame>
  );
}
