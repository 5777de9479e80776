// The form schema of one value of a document, found by its path in the data: a section's fields are those of its
// own kind of section.
import type { IsMoney, Path } from './describe-change.ts';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The option of a union that the value is: the one whose fixed values (a section's `type`, a form's `form`) are the
 * value's, within it the same again (a form section is a union of kinds of form).
 */
function optionFor(node: Node, value: unknown): Node {
  const options = (node.oneOf ?? node.anyOf) as Node[] | undefined;
  if (!options || !isNode(value)) return node;
  const fixed = (option: Node) =>
    Object.entries((option.properties ?? {}) as Record<string, Node>).filter(([, p]) => p.const !== undefined);
  const found = options.find(
    (option) => fixed(option).length > 0 && fixed(option).every(([key, p]) => p.const === value[key]),
  );
  return found ? optionFor(found, value) : node;
}

export function schemaAt(schema: Node, data: unknown, path: Path): Node | undefined {
  let node: Node | undefined = schema;
  let value = data;
  for (const key of path) {
    if (!node) return undefined;
    node = optionFor(node, value);
    const properties = node.properties as Record<string, Node> | undefined;
    const next: unknown =
      typeof key === 'number' ? node.items : (properties?.[key] ?? node.additionalProperties ?? undefined);
    node = isNode(next) ? next : undefined;
    value = isNode(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[key] : undefined;
  }
  return node && optionFor(node, value);
}

/** Whether a path holds money, in either version of the document. */
export const moneyIn =
  (schema: Node, ...versions: unknown[]): IsMoney =>
  (path) =>
    versions.some((data) => schemaAt(schema, data, path)?.['x-money'] === true);
