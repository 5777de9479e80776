// Money is integer cents everywhere; this is the one place it becomes text.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export const formatCents = (cents: number) => usd.format(cents / 100);
