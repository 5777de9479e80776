import styled, { css } from 'styled-components';
import { copy } from '../../content/copy.ts';
import { CheckList } from '../../ui/Card.tsx';
import { FeatureValue } from '../../ui/FeatureValue.tsx';
import { PhoneFold } from '../../ui/PhoneFold.tsx';
import { media } from '../../ui/theme.ts';
import { KEY_FIGURES, valueText } from './key-specs.ts';

type Value = string | number | boolean | undefined;

// Average widths of a label and a value character at the sizes below (measured in Chromium), and the text width of
// a card on a phone (ProductPlans.tsx: 335 px less 2 × 18 px of padding) less a margin for wide letters.
const LABEL_PX = 8.2;
const VALUE_PX = 9.2;
const GAP_PX = 16;
const CARD_TEXT_PX = 284;
/** Whether a label and its longest value share one line in a narrow card. */
const fitsBeside = (label: string, values: Value[]) =>
  label.length * LABEL_PX + GAP_PX + Math.max(...values.map((v) => valueText(v).length)) * VALUE_PX <= CARD_TEXT_PX;

/** The features whose values go under their labels, in every card alike (see Spec). */
export const stackedKeys = (featureKeys: FeatureKey[], plans: { features: Record<string, Value> }[]) =>
  new Set(
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

const Specs = styled.dl<{ $figures?: boolean }>`
  margin: 4px 0 0;
  border-top: 1px solid var(--border);
  ${media.narrow} {
    > div {
      padding-block: 7px;
    }
  }
  /* On a phone, short values side by side as figures over their labels: a plan's size at a glance, in one row. */
  ${(p) =>
    p.$figures &&
    css`
      ${media.narrow} {
        display: grid;
        grid-auto-flow: column;
        justify-content: space-between;
        column-gap: 12px;
        padding-block: 10px;
        border-bottom: 1px solid var(--border);
        > div {
          flex-direction: column;
          align-items: flex-start;
          padding: 0;
          border: 0;
        }
        dt {
          flex: none;
          font-size: 0.8rem;
        }
        dd {
          order: -1;
          font-size: 1.05rem;
        }
      }
    `}
`;
/** The rest of the features, under the first ones: no rule of their own above them. */
const MoreSpecs = styled(Specs)`
  margin: 0;
  border-top: 0;
`;
/** Folded on a phone, under the first features (the summary then with the card's gap above it). */
const Fold = styled(PhoneFold)`
  ${media.phone} {
    margin-top: 10px;
  }
`;
const Highlights = styled(CheckList)`
  margin-top: 12px;
`;
/**
 * Label left and value right; a feature with a value too long for that has its label above its value in every
 * card, so that the rows of the cards match (a check or a cross stays beside its label). A value that still does
 * not fit (a narrower card) wraps under its label the same way: nothing is measured.
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
      /* On a phone, the label a caption over its value. */
      ${media.narrow} {
        row-gap: 0;
        padding-block: 5px;
        dt {
          font-size: 0.8rem;
        }
      }
    `}
`;

interface FeatureKey {
  key: string;
  label: string;
}

interface Props {
  plan: { name: string; features: Record<string, Value>; highlights: string[] };
  featureKeys: FeatureKey[];
  /** stackedKeys() of the product's plans */
  stacked: Set<string>;
  /** How many features show unfolded on a phone (keySpecCount), as figures when three */
  first: number;
}

/**
 * A plan's value for every feature of its product, and its highlights. On a phone the first few (keySpecCount) show and the
 * rest fold behind "All features" (ui/PhoneFold.tsx), which names the plan to a screen reader; wider, all show.
 */
export function PlanSpecs({ plan, featureKeys, stacked, first }: Props) {
  const spec = ({ key, label }: FeatureKey) => (
    <Spec key={key} $stacked={stacked.has(key) && typeof plan.features[key] !== 'boolean'}>
      <dt>{label}</dt>
      <dd>
        <FeatureValue value={plan.features[key]} />
      </dd>
    </Spec>
  );
  const [shown, folded] = [featureKeys.slice(0, first), featureKeys.slice(first)];
  return (
    <div>
      <Specs $figures={first === KEY_FIGURES}>{shown.map(spec)}</Specs>
      {(folded.length > 0 || plan.highlights.length > 0) && (
        <Fold summary={copy.allFeatures} of={plan.name}>
          {folded.length > 0 && <MoreSpecs>{folded.map(spec)}</MoreSpecs>}
          {plan.highlights.length > 0 && (
            <Highlights>
              {plan.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </Highlights>
          )}
        </Fold>
      )}
    </div>
  );
}
