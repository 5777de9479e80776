import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardFooter, CheckList, iconBesideHeadingOnPhone } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { CompactGrid } from '../../ui/CompactGrid.tsx';
import { Price } from '../../ui/Price.tsx';
import { scrollsOnPhone } from '../../ui/carousel.ts';

/** Stacked on a phone, a denser card: its icon beside its name, the rest under both. */
const Product = styled(Card)<{ $stacked: boolean }>`
  ${(p) => p.$stacked && iconBesideHeadingOnPhone}
`;

export default function ProductCards({ section }: SectionProps<typeof definition>) {
  const stacked = !scrollsOnPhone(section.compact, section.cards.length);
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <CompactGrid $min={300} $count={section.cards.length} compact={section.compact} label={section.title}>
        {section.cards.map((card) => (
          <Product key={card.slug} $stacked={stacked}>
            {card.icon && <Icon name={card.icon} />}
            <h3>{card.title}</h3>
            <p>{card.description}</p>
            <Price cents={card.price} period={card.period} />
            <CheckList>
              {card.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </CheckList>
            <CardFooter>
              <Button href={card.href} variant="secondary">
                {section.linkLabel}
                <span className="visually-hidden"> about {card.title}</span>
              </Button>
            </CardFooter>
          </Product>
        ))}
      </CompactGrid>
    </SectionFrame>
  );
}
