import styled, { css } from 'styled-components';
import type { FeatureCard } from './feature-card.ts';
import { Card } from '../../ui/Card.tsx';
import { scrollsOnPhone } from '../../ui/carousel.ts';
import { Icon } from '../../ui/Icon.tsx';
import { CompactGrid } from '../../ui/CompactGrid.tsx';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { media } from '../../ui/theme.ts';

/** Stacked on a phone, a denser card: its icon beside its title, its text under both. */
const Feature = styled(Card)<{ $stacked: boolean }>`
  ${(p) =>
    p.$stacked &&
    css`
      ${media.phone} {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        align-items: center;
        column-gap: 12px;
        row-gap: 6px;
        padding: 14px 16px 16px;
        h3 {
          font-size: 1.15rem;
        }
        > p {
          font-size: 0.95rem;
          line-height: 1.55;
        }
        > span:first-child {
          width: 36px;
          height: 36px;
          border-radius: 10px;
        }
        > span:first-child svg {
          width: 20px;
          height: 20px;
        }
        > p {
          grid-column: 1 / -1;
        }
      }
    `}
`;

/**
 * Stacked on a phone, the cards closer together; on a narrow one, one column as one grouped list: one box, the items
 * ruled apart (the grid is CompactGrid's, its props its own: hence a box around it).
 */
const Dense = styled.div`
  ${media.phone} {
    > div {
      gap: 12px;
    }
  }
  ${media.narrow} {
    > div {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
      background: var(--surface);
      border: 1px solid var(--border);
      border-radius: 16px;
    }
    > div > article {
      background: none;
      border: 0;
      border-radius: 0;
    }
    > div > article + article {
      border-top: 1px solid var(--border);
    }
  }
`;

export function FeatureGrid({
  title,
  subtitle,
  items,
  compact = false,
}: {
  title?: string | undefined;
  subtitle?: string | undefined;
  items: FeatureCard[];
  compact?: boolean;
}) {
  const stacked = !scrollsOnPhone(compact, items.length);
  const grid = (
    <CompactGrid $min={240} $count={items.length} compact={compact} label={title ?? ''}>
      {items.map((item) => (
        <Feature key={item.title} $stacked={stacked}>
          {item.icon && <Icon name={item.icon} />}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Feature>
      ))}
    </CompactGrid>
  );
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      {stacked ? <Dense>{grid}</Dense> : grid}
    </SectionFrame>
  );
}
