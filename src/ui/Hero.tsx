import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { Badge } from './Card.tsx';
import { FromPriceLine } from './FromPrice.tsx';
import { Container } from './layout.ts';
import { media } from './theme.ts';

interface Cta {
  label: string;
  href?: string | undefined;
}

const Wrap = styled.section`
  padding: 72px 0 64px;
  /* A phone's hero a little closer to the header and to the next section (their spacing: ui/layout.ts). */
  ${media.narrow} {
    padding: 36px 0 32px;
  }
  background: radial-gradient(ellipse at top, var(--surface-raised), transparent 70%);
`;
/**
 * One column; from 992 px a second child (a visual) sits to the right of the text. With no visual the text column
 * spans the whole width, as it always did.
 */
const Columns = styled.div`
  display: grid;
  gap: 40px;
  align-items: center;
  ${media.desktop} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;
/** Not on a phone: a drawing there took a third of the first screen and pushed the page's content down (issue 40). */
const Visual = styled.div`
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
  ${media.narrow} {
    display: none;
  }
  ${media.desktop} {
    max-width: 560px;
  }
`;
const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-weight: 700;
  font-size: 0.85rem;
  color: var(--accent-strong);
`;
const Subtitle = styled.p`
  font-size: 1.15rem;
  color: var(--muted);
  max-width: 720px;
  margin: 0 auto 28px;
  text-wrap: pretty;
  /* Nothing under it: the hero's own padding is the space before the next section. */
  &:last-child {
    margin-bottom: 0;
  }
  ${media.narrow} {
    font-size: 1.06rem;
    margin-bottom: 24px;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  margin-top: 20px;
`;
const Badges = styled.ul`
  list-style: none;
  padding: 0;
  margin: 28px 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: center;
  /* Smaller on a phone, so that three short ones share a line. */
  ${media.narrow} {
    margin-top: 20px;
    gap: 6px;
    li > span {
      padding: 3px 10px;
      font-size: 0.8rem;
    }
  }
`;

const Text = styled.div<{ $beside: boolean }>`
  text-align: center;
  h1 {
    font-size: clamp(2rem, 5vw, 3.25rem);
    max-width: 880px;
    margin-inline: auto;
    text-wrap: balance;
  }
  /* On a phone, a starting price and the button after it share a line when they fit. */
  ${media.narrow} {
    ${FromPriceLine}:has(+ ${Row}) {
      display: inline-block;
      vertical-align: middle;
      margin-right: 16px;
    }
    ${FromPriceLine} + ${Row} {
      display: inline-flex;
      vertical-align: middle;
      margin-top: 0;
    }
  }
  ${media.desktop} {
    ${(p) =>
      p.$beside &&
      `text-align: left;
      h1, & > p, form { margin-inline: 0; }
      & > div, & > ul, form { justify-content: flex-start; }`}
  }
`;

interface Props {
  eyebrow?: string | undefined;
  title: string;
  subtitle?: string | undefined;
  badges?: string[];
  cta?: Cta | undefined;
  secondaryCta?: Cta | undefined;
  /** Shown under the subtitle, above the buttons: the domain search, a starting price */
  children?: ReactNode;
  /** A picture beside the text from 992 px, under it on smaller screens, none on a phone */
  visual?: ReactNode;
}

export function Hero({ eyebrow, title, subtitle, badges = [], cta, secondaryCta, children, visual }: Props) {
  return (
    <Wrap>
      <Container>
        <Columns>
          <Text $beside={visual !== undefined}>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h1>{title}</h1>
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
            {children}
            {(cta || secondaryCta) && (
              <Row>
                {cta && <Button href={cta.href}>{cta.label}</Button>}
                {secondaryCta && (
                  <Button href={secondaryCta.href} variant="secondary">
                    {secondaryCta.label}
                  </Button>
                )}
              </Row>
            )}
            {badges.length > 0 && (
              <Badges>
                {badges.map((b) => (
                  <li key={b}>
                    <Badge>{b}</Badge>
                  </li>
                ))}
              </Badges>
            )}
          </Text>
          {visual !== undefined && <Visual>{visual}</Visual>}
        </Columns>
      </Container>
    </Wrap>
  );
}
