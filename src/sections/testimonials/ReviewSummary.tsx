import styled from 'styled-components';
import { formatCount, formatRating } from '../../ui/intl.ts';
import { media } from '../../ui/theme.ts';
import { Stars } from '../../ui/Stars.tsx';

export interface Reviews {
  score: number;
  outOf: number;
  count: number;
  source: string;
  /** "{score} out of {outOf} from {count} {source}" */
  summary: string;
}

const Panel = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 10px 16px;
  width: fit-content;
  max-width: 100%;
  margin: -12px auto 40px;
  padding: 14px 24px;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 16px;
  text-align: center;
  ${media.md} {
    border-radius: 999px;
  }
  strong {
    font-size: 1.15rem;
    font-weight: 800;
  }
`;

/** The phrase with each {slot} replaced, the numbers in bold. */
function Phrase({ reviews }: { reviews: Reviews }) {
  const values: Record<string, { text: string; strong: boolean }> = {
    score: { text: formatRating(reviews.score), strong: true },
    outOf: { text: String(reviews.outOf), strong: false },
    count: { text: formatCount(reviews.count), strong: true },
    source: { text: reviews.source, strong: false },
  };
  return (
    <span>
      {reviews.summary.split(/(\{\w+\})/).map((part, i) => {
        const value = values[part.slice(1, -1)];
        if (!value || !/^\{\w+\}$/.test(part)) return part;
        return value.strong ? <strong key={i}>{value.text}</strong> : value.text;
      })}
    </span>
  );
}

/** The average rating in stars and in words: "4.8 out of 5 from 2,417 verified customer reviews". */
export function ReviewSummary({ reviews }: { reviews: Reviews }) {
  return (
    <Panel>
      <Stars value={reviews.score} max={reviews.outOf} size={22} />
      <Phrase reviews={reviews} />
    </Panel>
  );
}
