// The fields main and a draft both changed, differently, since the draft began: what publishing asks the publisher
// to choose a value for, named as the form names them, with both values as a person reads them.
import { formatFieldPath } from '../../../src/content/issue.ts';
import { typeOfFile } from '../../local-api/documents.ts';
import { mergeFields } from '../../shared/field-merge.ts';
import { changedFiles, documentTitle, documentValue, labelOf, moneyOf, textAt } from './changes.ts';
import type { Located } from './replay.ts';
import type { Repo } from './repo.ts';
import { valueText } from './value-text.ts';

export async function conflictsOf(repo: Repo, base: string, main: string, tip: string): Promise<Located[]> {
  const onMain = new Set(await changedFiles(repo, base, main));
  // Documents only: an image is settled whole (replay.ts).
  const both = (await changedFiles(repo, base, tip)).filter((f) => onMain.has(f) && typeOfFile(f));
  const found: Located[] = [];
  for (const file of both) {
    const [b, m, d] = await Promise.all([base, main, tip].map((c) => textAt(repo, c, file)));
    const values = [b, m, d].map((t) => documentValue(file, t ?? null));
    const isMoney = moneyOf(file, ...values);
    for (const c of mergeFields(values[0], values[1], values[2]).conflicts)
      found.push(
        located(
          file,
          c,
          documentTitle(file, values[2], values[1]),
          labelOf(file, c.path, values[1], values[2]),
          isMoney,
        ),
      );
  }
  return found;
}

type FieldConflict = ReturnType<typeof mergeFields>['conflicts'][number];

/** A field's conflict as the publisher reads it: its document and field as the form names them, both values in words. */
export const located = (
  file: string,
  c: FieldConflict,
  document: string,
  label: string,
  isMoney: (path: FieldConflict['path']) => boolean,
): Located => ({
  file,
  at: c.path,
  path: formatFieldPath(c.path),
  document,
  label,
  base: c.base,
  main: c.main,
  draft: c.draft,
  mainText: valueText(c.main, c.path, () => isMoney(c.path)),
  draftText: valueText(c.draft, c.path, () => isMoney(c.path)),
});
