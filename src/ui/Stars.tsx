import styled from 'styled-components';

const STAR = 'M12 1.8l3.09 6.26 6.91 1-5 4.87 1.18 6.88L12 17.56l-6.18 3.25L7 13.93 2 9.06l6.91-1z';

const Wrap = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-self: flex-start;
  width: max-content;
  line-height: 0;
  svg {
    width: ${(p) => p.$size}px;
    height: ${(p) => p.$size}px;
    flex: none;
    fill: currentColor;
  }
`;
const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: var(--border);
`;
/** The gold row laid over the empty one, cut at the rating. */
const Filled = styled(Row)<{ $percent: number }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${(p) => p.$percent}%;
  overflow: hidden;
  color: var(--star);
`;

const row = (max: number) =>
  Array.from({ length: max }, (_, i) => (
    <svg key={i} viewBox="0 0 24 24" focusable="false">
      <path d={STAR} />
    </svg>
  ));

/**
 * `max` stars filled up to `value` (4.8 fills four and most of the fifth). With a `label` ("Rated 4 out of 5")
 * they are an image of that name; without one they are decoration beside a text that says the rating.
 */
export function Stars({ value, max, label, size = 20 }: { value: number; max: number; label?: string; size?: number }) {
  const percent = Math.round((Math.min(Math.max(value, 0), max) / max) * 1000) / 10;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Wrap $size={size} {...named}>
      <Row>{row(max)}</Row>
      <Filled $percent={percent}>{row(max)}</Filled>
    </Wrap>
  );
}
