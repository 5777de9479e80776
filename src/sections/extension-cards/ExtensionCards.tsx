import styled from 'styled-components';
import type { SectionProps } from '../define';
import type definition from './definition';
import { SectionFrame } from '../../ui/SectionFrame';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
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
const Push = styled.div`
  margin-top: auto;
  padding-top: 8px;
  display: grid;
  align-self: stretch;
`;

export default function ExtensionCards({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={220}>
        {section.extensions.map(({ extension, registration, description }) => (
          <Extension key={extension}>
            <h3>.{extension}</h3>
            <Price cents={registration} period="year" />
            {description && <p>{description}</p>}
            <Push>
              <Button variant="secondary">
                {section.cta} <span className="visually-hidden">.{extension}</span>
              </Button>
            </Push>
          </Extension>
        ))}
      </Grid>
    </SectionFrame>
  );
}
