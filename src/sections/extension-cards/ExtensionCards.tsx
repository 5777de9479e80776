import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardFooter } from '../../ui/Card.tsx';
import { Grid } from '../../ui/layout.ts';
import { Price } from '../../ui/Price.tsx';
import { media } from '../../ui/theme.ts';

// A card per extension where there is room; on a phone a dense list, a row per extension: its name and price, its
// button, and its line under them; in one column, the rows in one box, ruled apart.
const Extensions = styled(Grid)`
  ${media.phone} {
    gap: 10px;
  }
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    background: var(--surface);
    border: 1px solid var(--border);
    border-radius: 16px;
    > article {
      background: none;
      border: 0;
      border-radius: 0;
    }
    > article + article {
      border-top: 1px solid var(--border);
    }
  }
`;
const Extension = styled(Card)`
  align-items: center;
  text-align: center;
  h3 {
    font-size: 2rem;
    color: var(--accent-strong);
  }
  ${media.phone} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    grid-template-areas: 'name price action' 'line line line';
    column-gap: 14px;
    row-gap: 2px;
    padding: 12px 14px 12px 18px;
    border-radius: 12px;
    text-align: start;
    h3 {
      grid-area: name;
      font-size: 1.35rem;
    }
    > span {
      grid-area: price;
      font-size: 1.15rem;
    }
    p {
      grid-area: line;
      font-size: 0.875rem;
    }
    ${CardFooter} {
      grid-area: action;
      margin: 0;
      padding: 0;
    }
  }
`;
export default function ExtensionCards({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Extensions $min={220} $count={section.extensions.length}>
        {section.extensions.map(({ extension, registration, description }) => (
          <Extension key={extension}>
            <h3>.{extension}</h3>
            <Price cents={registration} period="year" />
            {description && <p>{description}</p>}
            <CardFooter>
              <Button href={section.orderHref} variant="secondary">
                {section.cta} <span className="visually-hidden">.{extension}</span>
              </Button>
            </CardFooter>
          </Extension>
        ))}
      </Extensions>
    </SectionFrame>
  );
}
