import styled, { css } from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { PLANS_ANCHOR } from '../../vocabulary/paths.ts';
import { FeatureValue } from '../../ui/FeatureValue.tsx';
import { Grid } from '../../ui/layout.ts';
import { PlanCard } from '../../ui/PlanCard.tsx';
import { SectionFrame } from '../../ui/SectionFrame.tsx';

type Value = string | number | boolean | undefined;

// Average widths of a label and a value character at the sizes below (measured in Chromium), and the text width of
// a card on a phone less a margin for wide letters.
const LABEL_PX = 8.2;
const VALUE_PX = 9.2;
const GAP_PX = 16;
const CARD_TEXT_PX = 264;
const textOf = (value: Value) => (typeof value === 'boolean' ? '✓' : String(value ?? '—'));
/** Whether a label and its longest value share one line in a narrow card. */
const fitsBeside = (label: string, values: Value[]) =>
  label.length * LABEL_PX + GAP_PX + Math.max(...values.map((v) => textOf(v).length)) * VALUE_PX <= CARD_TEXT_PX;

const Specs = styled.dl`
  margin: 4px 0 0;
  border-top: 1px solid var(--border);
`;
/**
 * Label left and value right; a feature with a value too long for that has its label above its value in every
 * card, so that the rows of the cards match (a check or a cross stays beside its label). A value that still does not fit (a narrower card) wraps under its
 * label the same way: nothing is measured.
 */
const Spec = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: 16px;
  row-gap: 2px;
  padding: 9px 0;
  border-bottom: 1px solid var(--border);
  dt {
    flex: 1 0 auto;
    color: var(--muted);
    font-size: 0.925rem;
  }
  dd {
    flex: 0 0 auto;
    max-width: 100%;
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-wrap: balance;
  }
  ${(p) =>
    p.$stacked &&
    css`
      dt {
        flex-basis: 100%;
      }
    `}
`;

/** A product's plans, each card listing its value for every feature of the product. */
export default function ProductPlans({ section }: SectionProps<typeof definition>) {
  const { plans, featureKeys } = section;
  const stacked = new Set(
    featureKeys
      .filter(
        ({ key, label }) =>
          !fitsBeside(
            label,
            plans.map((p) => p.features[key]),
          ),
      )
      .map(({ key }) => key),
  );
  return (
    <SectionFrame id={PLANS_ANCHOR} title={section.title} subtitle={section.subtitle}>
      <Grid $min={280}>
        {plans.map((plan) => (
          <PlanCard key={plan.name} {...plan} features={plan.highlights} cta={{ label: plan.cta }}>
            <Specs>
              {featureKeys.map(({ key, label }) => (
                <Spec key={key} $stacked={stacked.has(key) && typeof plan.features[key] !== 'boolean'}>
                  <dt>{label}</dt>
                  <dd>
                    <FeatureValue value={plan.features[key]} />
                  </dd>
                </Spec>
              ))}
            </Specs>
          </PlanCard>
        ))}
      </Grid>
    </SectionFrame>
  );
}
