// Editing a document others may save too: the conflicts a save or a merge leaves open (use-merges.ts), the unsaved
// edits kept in the browser and offered back (use-unsaved-copy.ts), and in the team's editor who else has the page
// open and what they saved since (use-presence.ts), with what to show and what to bring into the form.
import { getDocument, type Version } from '../api.ts';
import { draftInWork } from '../http.ts';
import { changesBetween } from './save-merge.ts';
import type { Saved, Status } from './use-document-actions.ts';
import { useMerges } from './use-merges.ts';
import { usePresence } from './use-presence.ts';
import { useUnsavedCopy } from './use-unsaved-copy.ts';

interface Options {
  file: string;
  /** A new document, not created yet: nothing to keep, nobody else has it */
  isNew: boolean;
  schema: Record<string, unknown> | undefined;
  saved: Saved | null;
  setSaved: (saved: Saved) => void;
  form: Version;
  setForm: (form: Version) => void;
  unsaved: boolean;
  onStatus: (status: Status) => void;
}

export function useSharedEditing({ file, isNew, schema, saved, setSaved, form, setForm, unsaved, onStatus }: Options) {
  const merges = useMerges({ schema, form, setForm, setBase: setSaved });
  const open = merges.conflicts.filter((c) => !c.chosen);
  const kept = useUnsavedCopy({ file, enabled: !isNew, base: saved, form, unsaved, conflicts: open });
  const presence = usePresence(file, saved?.version, !isNew && draftInWork() !== null);

  /** Unsaved edits kept from an earlier visit: as they were, or merged onto what was saved since. */
  const restoreCopy = () => {
    const copy = kept.offer;
    if (!copy || !saved?.version) return;
    if (copy.base.version === saved.version) setForm(copy.edits);
    else merges.mergeOnto(copy.base, { ...saved, version: saved.version }, copy.edits);
    merges.reopen(copy.conflicts);
    kept.settle(true);
  };

  /** The version saved since the form's, as the server has it now */
  const newer = async () => {
    const loaded = await getDocument(file);
    return loaded
      ? { schema: loaded.schema, current: { data: loaded.data, body: loaded.body, version: loaded.version } }
      : null;
  };

  /** What the colleague's save changed, field by field */
  const showTheirs = async () => {
    const found = await newer();
    return found && saved ? changesBetween(found.schema, saved, found.current) : [];
  };

  /** Their save brought into the form, with the person's own edits kept; fields both changed are shown. */
  const bringIn = () =>
    void newer().then((found) => {
      if (!found || !saved) return;
      const conflicts = merges.mergeOnto(saved, found.current, form);
      onStatus({
        kind: 'saved',
        text: conflicts
          ? 'Brought in: choose what to keep where you both changed a field.'
          : 'Brought in: their changes are in the form, with yours. Save to keep yours.',
      });
    });

  return { merges, kept, presence, restoreCopy, showTheirs, bringIn };
}

export type SharedEditing = ReturnType<typeof useSharedEditing>;
