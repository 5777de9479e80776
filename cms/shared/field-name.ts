// A field named as the form and its outline name it: ["plans", 0, "price"] is "Plan: Starter › Price", the body is
// "Article text". Used wherever a person is told about one field (a save's conflicts, a colleague's change).
import { humanize } from './form-words.ts';
import { itemTitle, titleText } from './item-title.ts';

type Path = readonly (string | number)[];

/** The body's label on the form (BodyField) */
const BODY_NAME = 'Article text';

function fieldName(data: unknown, path: Path): string {
  const words: string[] = [];
  path.forEach((key, i) => {
    if (typeof key === 'number') words.push(titleText(itemTitle(path.slice(0, i + 1), data)));
    else if (typeof path[i + 1] !== 'number') words.push(humanize(key));
  });
  return words.join(' › ') || 'The whole page';
}

/** A field of a document with its body, { data, body }, as saves and their conflicts name it. */
export const documentFieldName = (data: unknown, path: Path) =>
  path[0] === 'body' ? BODY_NAME : fieldName(data, path.slice(1));
