// The fields the form holds in conflict with someone else's save, and the merges that make them: a save answered
// with conflicts, a colleague's save brought in, unsaved edits restored onto a newer version.
import { useCallback, useState } from 'react';
import type { SaveConflict, Version } from '../api.ts';
import { mergeInForm, withValue } from './save-merge.ts';
import type { OpenConflict } from './SaveConflicts.tsx';

interface Options {
  schema: Record<string, unknown> | undefined;
  form: Version;
  setForm: (form: Version) => void;
  /** The version the form now counts as loaded from: the next save's base */
  setBase: (base: Version & { version: string }) => void;
}

export function useMerges({ schema, form, setForm, setBase }: Options) {
  const [conflicts, setConflicts] = useState<OpenConflict[]>([]);

  /** Mine (made from `from`) merged onto theirs; theirs becomes the base, and fields both changed are shown. */
  const mergeOnto = (from: Version, theirs: Version & { version: string }, mine: Version, shown?: SaveConflict[]) => {
    const { merged, conflicts: found } = mergeInForm(schema ?? {}, from, theirs, mine);
    setForm(merged);
    setBase(theirs);
    setConflicts((shown ?? found).map((c) => ({ ...c, chosen: false })));
    return found.length;
  };

  const choose = (conflict: OpenConflict, value: unknown) => {
    setForm(withValue(form, conflict.path, value));
    setConflicts((all) => all.map((c) => (c === conflict ? { ...c, chosen: true } : c)));
  };

  /** Conflicts left open when the page was left, shown again with the edits restored */
  const reopen = (left: SaveConflict[]) =>
    setConflicts((all) => [
      ...all,
      ...left
        .filter((c) => !all.some((o) => o.path.join('/') === c.path.join('/')))
        .map((c) => ({ ...c, chosen: false })),
    ]);

  const clear = useCallback(() => setConflicts([]), []);
  return { conflicts, open: conflicts.some((c) => !c.chosen), mergeOnto, choose, reopen, clear };
}

export type Merges = ReturnType<typeof useMerges>;
