import styled from 'styled-components';
import type { SectionProps } from '../define';
import type definition from './definition';
import { SectionFrame } from '../../ui/SectionFrame';
import { Button } from '../../ui/Button';
import { Card, CardFooter } from '../../ui/Card';
import { Grid } from '../../ui/layout';
import { Price } from '../../ui/Price';

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
