/** How many of a product's features (its first, in featureKeys' order) a plan card shows on a phone, unfolded. */
export const KEY_SPECS = 3;
