import styled from 'styled-components';

// One star, repeated by the stylesheet: a rating is one element, not ten drawings, in every page's HTML.
const STAR = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 1.8l3.09 6.26 6.91 1-5 4.87 1.18 6.88L12 17.56l-6.18 3.25L7 13.93 2 9.06l6.91-1z"/></svg>',
);
const GAP = 2;

/** Gold up to the rating, the border colour after it, cut to the shape of `$max` stars. */
const Row = styled.span<{ $size: number; $max: number; $percent: number }>`
  display: inline-block;
  flex: none;
  align-self: flex-start;
  width: ${(p) => p.$max * (p.$size + GAP) - GAP}px;
  height: ${(p) => p.$size}px;
  background: linear-gradient(90deg, var(--star) ${(p) => p.$percent}%, var(--border) ${(p) => p.$percent}%);
  mask: url('data:image/svg+xml,${STAR}') 0 0 / ${(p) => p.$size + GAP}px ${(p) => p.$size}px repeat-x;
  @media (forced-colors: active) {
    background: CanvasText;
  }
`;

/**
 * `max` stars filled up to `value` (4.8 fills four and most of the fifth). With a `label` ("Rated 4 out of 5")
 * they are an image of that name; without one they are decoration beside a text that says the rating.
 */
export function Stars({ value, max, label, size = 20 }: { value: number; max: number; label?: string; size?: number }) {
  // The share of the row's width (gaps included) that ends at the rating.
  const stars = Math.min(Math.max(value, 0), max);
  const filled = Math.floor(stars) * (size + GAP) + (stars % 1) * size;
  const percent = Math.min(100, Math.round((filled / (max * (size + GAP) - GAP)) * 1000) / 10);
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return <Row $size={size} $max={max} $percent={percent} {...named} />;
}
