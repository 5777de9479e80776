import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardFooter } from '../../ui/Card.tsx';
import { Grid } from '../../ui/layout.ts';
import { Price } from '../../ui/Price.tsx';

const Extension = styled(Card)`
  align-items: center;
  text-align: center;
  h3 {
    font-size: 2rem;
    color: var(--accent-strong);
  }
`;
export default function ExtensionCards({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={220} $count={section.extensions.length}>
        {section.extensions.map(({ extension, registration, description }) => (
          <Extension key={extension}>
            <h3>.{extension}</h3>
            <Price cents={registration} period="year" />
            {description && <p>{description}</p>}
            <CardFooter>
              <Button variant="secondary">
                {section.cta} <span className="visually-hidden">.{extension}</span>
              </Button>
            </CardFooter>
          </Extension>
        ))}
      </Grid>
    </SectionFrame>
  );
}
