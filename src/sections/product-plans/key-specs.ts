// How many of a product's features (its first, in featureKeys' order) a plan card shows on a phone, unfolded; the
// rest fold behind "All features". Short values show as figures side by side, three to a row; longer ones take a
// row of two lines each, so fewer show.

type Value = string | number | boolean | undefined;
interface Plans {
  featureKeys: { key: string }[];
  plans: { features: Record<string, Value> }[];
}

/** Features shown as figures over their labels, side by side */
export const KEY_FIGURES = 3;
/** Features shown as rows, a label over its value, when any of the first is too long for a figure */
const KEY_ROWS = 2;
/** Values this short (characters) fit a third of a phone card */
const FIGURE_CHARS = 10;

/** A feature's value as a card writes it: a check mark for yes/no, a dash for none. */
export const valueText = (value: Value) => (typeof value === 'boolean' ? '✓' : String(value ?? '—'));

/** Whether every plan's first features are short enough to show as figures side by side on a phone. */
const firstAsFigures = ({ featureKeys, plans }: Plans) =>
  plans.every((p) =>
    featureKeys.slice(0, KEY_FIGURES).every(({ key }) => valueText(p.features[key]).length <= FIGURE_CHARS),
  );

/** How many features each plan card of a product shows on a phone before "All features". */
export const keySpecCount = (product: Plans) => (firstAsFigures(product) ? KEY_FIGURES : KEY_ROWS);
