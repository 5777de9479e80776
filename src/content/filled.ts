// Slots in copy ({uptimeGuarantee}: facts.ts, {price:shared/Starter}: prices.ts) are filled in every text of a
// document; a pure module of its own, so that the editor's browser code can use the slots without the loader.

/** The value with every text in it passed through `fill` (a document's _meta as it is): slots filled in. */
export function filled<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, fill)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === '_meta' ? item : filled(item, fill)]),
    ) as T;
  return value;
}
