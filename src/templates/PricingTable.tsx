import styled from 'styled-components';
import site from 'virtual:content/site';
import type { Plan } from '../content/types/products';
import { Button } from '../ui/Button';
import { Card, CheckList } from '../ui/Card';
import { Grid } from '../ui/layout';
import { PopularTag } from '../ui/PopularTag';
import { Price } from '../ui/Price';
import { FeatureValue } from './FeatureValue';
import { SectionFrame } from './SectionFrame';

const Specs = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 12px;
  margin: 0;
  dt {
    color: var(--muted);
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
`;
const Push = styled.div`
  margin-top: auto;
  padding-top: 12px;
  display: grid;
`;

interface Props {
  title: string;
  plans: Plan[];
  featureKeys: { key: string; label: string }[];
  billing: 'month' | 'year';
}

export function PricingTable({ title, plans, featureKeys, billing }: Props) {
  return (
    <SectionFrame title={title}>
      <Grid $min={260}>
        {plans.map((plan) => (
          <Card key={plan.name} $highlight={plan.popular} aria-label={`${plan.name} plan`}>
            {plan.popular && <PopularTag>{site.ui.mostPopular}</PopularTag>}
            <h3>{plan.name}</h3>
            {plan.description && <p>{plan.description}</p>}
            <Price cents={plan.price} period={plan.period ?? billing} />
            <Specs>
              {featureKeys.map(({ key, label }) => (
                <FeatureRow key={key} label={label} value={plan.features[key]} />
              ))}
            </Specs>
            {plan.highlights.length > 0 && (
              <CheckList>
                {plan.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </CheckList>
            )}
            <Push>
              <Button variant={plan.popular ? 'primary' : 'secondary'}>{plan.cta}</Button>
            </Push>
          </Card>
        ))}
      </Grid>
    </SectionFrame>
  );
}

function FeatureRow({ label, value }: { label: string; value: string | number | boolean | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <FeatureValue value={value} />
      </dd>
    </>
  );
}
