// A field as the editor's form and outline name it: "Plan Starter › Price", "FAQ Can I upgrade later? › Answer",
// never plans[0].price. Lists are named by their items (cms/shared/item-title.ts, as the outline does), fields by
// the form's own label (the schema's title, else the field's name in plain words).
import { humanize } from '../../shared/form-words.ts';
import { schemaAt } from '../../shared/schema-at.ts';
import type { Path } from '../../shared/describe-change.ts';
import { itemTitle } from '../../shared/item-title.ts';

type Node = Record<string, unknown>;

/** The form's label of the field at a path: its schema's title, else its name in plain words. */
function labelOf(schema: Node, data: unknown, path: Path): string {
  const key = String(path.at(-1));
  const title = schemaAt(schema, data, path)?.title;
  return typeof title === 'string' && title.trim() ? title : humanize(key);
}

/**
 * "Plan Starter › Price". A list is named by its item ("Plan Starter", not "Plans › Plan Starter"); a section whose
 * items come next is left out, as its items are named after it ("FAQ Can I upgrade later?").
 */
export function fieldName(schema: Node, data: unknown, path: Path): string {
  const words: string[] = [];
  path.forEach((key, i) => {
    const next = path[i + 1];
    if (typeof key === 'number') {
      const title = itemTitle(path.slice(0, i + 1), data);
      const sectionOfItems = title.noun === 'Section' && next === 'items' && typeof path[i + 2] === 'number';
      if (!sectionOfItems) words.push(`${title.noun} ${title.detail ?? title.name}`);
      return;
    }
    // A list followed by one of its items is named by the item.
    if (typeof next === 'number') return;
    words.push(labelOf(schema, data, path.slice(0, i + 1)));
  });
  return words.join(' › ');
}
