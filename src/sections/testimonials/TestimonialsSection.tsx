import styled from 'styled-components';
import type { SectionProps } from '../define';
import type definition from './definition';
import { media } from '../../ui/theme';
import { SectionFrame } from '../../ui/SectionFrame';
import { ReviewSummary } from './ReviewSummary';
import { TestimonialCard } from './TestimonialCard';

/** Three columns on wide screens, two on tablets, one on phones; fewer cards get fewer, narrower columns. */
const widths = { 1: '720px', 2: '960px', 3: 'none' } as const;

const Cards = styled.ul<{ $columns: 1 | 2 | 3 }>`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  max-width: ${(p) => widths[p.$columns]};
  ${media.md} {
    grid-template-columns: repeat(${(p) => Math.min(p.$columns, 2)}, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  }
`;

export default function TestimonialsSection({ section }: SectionProps<typeof definition>) {
  const columns = Math.min(Math.max(section.items.length, 1), 3) as 1 | 2 | 3;
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      {section.summary && <ReviewSummary reviews={section.summary} />}
      <Cards $columns={columns}>
        {section.items.map((item) => (
          <li key={item.slug}>
            <TestimonialCard testimonial={item} ratingMax={section.ratingMax} ratingLabel={section.ratingLabel} />
          </li>
        ))}
      </Cards>
    </SectionFrame>
  );
}
