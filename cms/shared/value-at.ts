// The value at a path of a document's data: ["plans", 0, "price"], undefined where there is none.
/** The value at a path of the document. */
export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let node = data;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}
