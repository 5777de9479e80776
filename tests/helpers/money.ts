/** A price as the spec shows it (SPEC §9: cents divided by 100, two decimals), worked out apart from the UI's formatter. */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
