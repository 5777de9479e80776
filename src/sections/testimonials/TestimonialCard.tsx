import styled from 'styled-components';
import { fill } from '../../vocabulary/phrases.ts';
import type { ResolvedImage } from '../../vocabulary/image-types.ts';
import { initialsOf } from '../../ui/initials.ts';
import { media } from '../../ui/theme.ts';
import { Picture } from '../../ui/Picture.tsx';
import { Stars } from '../../ui/Stars.tsx';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
  rating?: number;
  photo?: ResolvedImage | undefined;
}

// Three rows: stars, quote, author. In the testimonials list they are the list's own rows (a subgrid), shared with
// the cards beside it, so the author rows line up whatever the length of the quotes and the roles.
const Figure = styled.figure`
  position: relative;
  grid-row: 1 / -1;
  display: grid;
  grid-template-rows: subgrid;
  row-gap: 18px;
  align-content: start;
  margin: 0;
  padding: 28px;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 16px;
  > :nth-child(2) {
    grid-row: 1;
  }
  blockquote {
    grid-row: 2;
    margin: 0;
  }
  figcaption {
    grid-row: 3;
  }
  blockquote p {
    margin: 0;
    font-size: 1.06rem;
    line-height: 1.65;
  }
  /* On a phone, a card in a sideways row is 84 % of the screen: its words take more of it. */
  ${media.narrow} {
    row-gap: 14px;
    padding: 22px 20px;
    blockquote p {
      font-size: 1rem;
      line-height: 1.6;
    }
  }
`;
/** A large opening quote mark in the corner, drawn by the stylesheet. */
const Mark = styled.span`
  position: absolute;
  top: 14px;
  right: 24px;
  color: var(--accent);
  opacity: 0.3;
  font-size: 4.5rem;
  font-weight: 800;
  line-height: 1;
  &::before {
    content: '“';
  }
`;
const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 14px;
  padding-top: 18px;
  border-top: 1px solid var(--border);
  ${media.narrow} {
    padding-top: 14px;
  }
`;
const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 46px;
  height: 46px;
  border-radius: 50%;
  background: var(--surface-raised);
  border: 1px solid var(--border);
  color: var(--accent-strong);
  font-weight: 800;
  letter-spacing: 0.04em;
`;
const Photo = styled(Picture)`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 50%;
`;
const Who = styled.span`
  display: grid;
  line-height: 1.35;
`;
const Name = styled.span`
  font-weight: 700;
`;
const Role = styled.span`
  color: var(--muted);
  font-size: 0.92rem;
`;

/** One customer's quote: their stars, their words, who they are. */
export function TestimonialCard({
  testimonial: t,
  ratingMax,
  ratingLabel,
}: {
  testimonial: Testimonial;
  ratingMax: number;
  ratingLabel: string;
}) {
  return (
    <Figure>
      <Mark aria-hidden="true" />
      {t.rating !== undefined && (
        <Stars value={t.rating} max={ratingMax} label={fill(ratingLabel, { rating: t.rating, outOf: ratingMax })} />
      )}
      <blockquote>
        <p>{t.quote}</p>
      </blockquote>
      <Caption>
        {t.photo ? <Photo image={t.photo} sizes="48px" /> : <Avatar aria-hidden="true">{initialsOf(t.name)}</Avatar>}
        <Who>
          <Name>{t.name}</Name>
          <Role>
            {t.role} · {t.company}
          </Role>
        </Who>
      </Caption>
    </Figure>
  );
}
