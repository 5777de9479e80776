import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { quotesScrollOnPhone } from '../../ui/carousel.ts';
import { CompactScroller, compactRow } from '../../ui/CompactGrid.tsx';
import { Grid } from '../../ui/layout.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { ReviewSummary } from './ReviewSummary.tsx';
import { TestimonialCard } from './TestimonialCard.tsx';

/** One or two cards keep a readable line length rather than stretching across the page. */
const Cards = styled(Grid)<{ $compact: boolean }>`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: ${(p) => (p.$count === 1 ? '720px' : p.$count === 2 ? '960px' : 'none')};
  > li {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: 0;
  }
  ${(p) => p.$compact && compactRow}
`;

export default function TestimonialsSection({ section }: SectionProps<typeof definition>) {
  // A product page's own testimonials, before any is written about a new product.
  if (section.items.length === 0 && !section.summary) return null;
  const row = quotesScrollOnPhone(section.items.length);
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      {section.summary && <ReviewSummary reviews={section.summary} />}
      {section.items.length > 0 && (
        <CompactScroller compact={row} label={section.title}>
          <Cards as="ul" $min={300} $count={section.items.length} $compact={row}>
            {section.items.map((item) => (
              <li key={item.slug}>
                <TestimonialCard testimonial={item} ratingMax={section.ratingMax} ratingLabel={section.ratingLabel} />
              </li>
            ))}
          </Cards>
        </CompactScroller>
      )}
    </SectionFrame>
  );
}
