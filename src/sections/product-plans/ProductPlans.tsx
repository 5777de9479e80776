import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { PLANS_ANCHOR } from '../../vocabulary/paths.ts';
import { Grid } from '../../ui/layout.ts';
import { PlanCard } from '../../ui/PlanCard.tsx';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { media } from '../../ui/theme.ts';
import { keySpecCount } from './key-specs.ts';
import { PlanSpecs, stackedKeys } from './PlanSpecs.tsx';

/**
 * On a phone, plan cards closer to their content: the price on the name's line, and what it renews at under the
 * description.
 */
const Plans = styled(Grid)`
  ${media.narrow} {
    gap: 20px;
    > article {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      align-content: start;
      align-items: baseline;
      column-gap: 12px;
      row-gap: 10px;
      padding: 22px 18px 18px;
    }
    > article > * {
      grid-column: 1 / -1;
    }
    > article > h3 {
      grid-column: 1;
    }
    /* PlanCard's price box: its price beside the name, its renewal line in the card's flow. */
    > article > div:has(> span) {
      display: contents;
    }
    > article > div > span:first-child {
      grid-row: 1;
      grid-column: 2;
      justify-self: end;
      font-size: 1.75rem;
    }
    > article > div > span + span {
      grid-column: 1 / -1;
    }
    > article > p,
    > article > div > span + span {
      margin-top: -6px;
    }
    /*
     * The fold's summary and the plan's button share the card's last row; what the fold holds opens under both.
     * The fold and the box around it give their children to the card's grid (a browser without ::details-content
     * keeps them as they are).
     */
    @supports selector(::details-content) {
      > article {
        grid-auto-flow: row dense;
      }
      > article > div:has(> details),
      > article details {
        display: contents;
      }
      > article > div > dl {
        grid-column: 1 / -1;
      }
      > article details:not([open])::details-content {
        display: none;
      }
      /* A text button beside the plan's: what it opens is secondary to the button. */
      > article details > summary {
        grid-column: 1;
        order: 1;
        align-self: center;
        justify-content: flex-start;
        min-height: 44px;
        margin: 0;
        padding-inline: 0;
        border: 0;
        white-space: nowrap;
      }
      > article details::details-content {
        grid-column: 1 / -1;
        order: 2;
      }
      > article > :last-child:has(> a, > button) {
        grid-column: 2;
        order: 1;
        align-self: center;
        padding-top: 0;
      }
    }
  }
`;

/** A product's plans, each card listing its value for every feature of the product. */
export default function ProductPlans({ section }: SectionProps<typeof definition>) {
  const { plans, featureKeys } = section;
  const stacked = stackedKeys(featureKeys, plans);
  const first = keySpecCount(section);
  return (
    <SectionFrame id={PLANS_ANCHOR} title={section.title} subtitle={section.subtitle}>
      <Plans $min={280}>
        {plans.map((plan) => (
          <PlanCard key={plan.name} {...plan} features={[]} cta={{ label: plan.cta, href: plan.orderHref }}>
            <PlanSpecs plan={plan} featureKeys={featureKeys} stacked={stacked} first={first} />
          </PlanCard>
        ))}
      </Plans>
    </SectionFrame>
  );
}
