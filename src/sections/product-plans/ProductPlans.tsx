import { Fragment } from 'react';
import styled from 'styled-components';
import type { SectionProps } from '../define';
import type definition from './definition';
import { FeatureValue } from '../../ui/FeatureValue';
import { Grid } from '../../ui/layout';
import { PlanCard } from '../../ui/PlanCard';
import { SectionFrame } from '../../ui/SectionFrame';

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

/** A product's plans, each card listing its value for every feature of the product. */
export default function ProductPlans({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={260}>
        {section.plans.map((plan) => (
          <PlanCard key={plan.name} {...plan} features={plan.highlights} cta={{ label: plan.cta }}>
            <Specs>
              {section.featureKeys.map(({ key, label }) => (
                <Fragment key={key}>
                  <dt>{label}</dt>
                  <dd>
                    <FeatureValue value={plan.features[key]} />
                  </dd>
                </Fragment>
              ))}
            </Specs>
          </PlanCard>
        ))}
      </Grid>
    </SectionFrame>
  );
}
