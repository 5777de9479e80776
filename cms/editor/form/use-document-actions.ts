// What the action bar and the history do with the open document: save, publish, delete, restore. Each says how it
// went as a Status for the bar; a refused save opens the groups holding the fields it names.
import { useState } from 'react';
import type { ContentIssue } from '../../../src/content/issue.ts';
import type { Change } from '../../shared/api-types.ts';
import {
  createDocument,
  deleteDocument,
  getDocument,
  publishDocument,
  restoreVersion,
  saveDocument,
  type LoadedDocument,
  type SaveResult,
} from '../api.ts';
import type { Draft } from '../NewDocument.tsx';
import { fieldPath } from '../form-errors.ts';
import type { Busy } from './ActionBar.tsx';
import { useOpenGroups } from './open-groups.tsx';
import type { Merges } from './use-merges.ts';
import { draftInWork } from '../http.ts';

export type Status =
  | { kind: 'saved' | 'problem' | 'deleted'; text: string }
  | { kind: 'refused'; result: Extract<SaveResult, { ok: false }> };

/** A document as last saved: its data, its MDX body and the version the next save is made from. */
export interface Saved {
  data: Record<string, unknown>;
  body: string | undefined;
  version?: string;
}

interface Options extends Saved {
  file: string;
  draft: Draft | null;
  /** The file's path from the project root, as issues name it */
  here: string;
  doc: LoadedDocument | null;
  setDoc: (doc: LoadedDocument) => void;
  setData: (data: Record<string, unknown>) => void;
  setBody: (body: string | undefined) => void;
  setSaved: (saved: Saved) => void;
  /** What the form was loaded from or last saved: the base a save says it was made from */
  base: Saved | null;
  merges: Merges;
}

export function useDocumentActions(o: Options) {
  const [busy, setBusy] = useState<Busy>(null);
  const groups = useOpenGroups();

  /** The groups around every field a refusal names: root_plans_0, root_plans_0_price… */
  const openProblems = (issues: ContentIssue[]) =>
    groups.open(
      issues
        .filter((i) => i.file === o.here && i.field)
        .flatMap((i) => fieldPath(i.field).map((_, n, parts) => ['root', ...parts.slice(0, n + 1)].join('_'))),
    );

  /** The document as saved: its history and what is left to publish; with its data too after a restore. */
  async function reload(withData: boolean) {
    const loaded = await getDocument(o.file);
    if (!loaded) return;
    o.setDoc(loaded);
    if (!withData) return;
    o.setData(loaded.data);
    o.setBody(loaded.body);
    o.setSaved({ data: loaded.data, body: loaded.body, version: loaded.version });
  }

  async function task(kind: Busy, work: () => Promise<Status | null>): Promise<Status | null> {
    setBusy(kind);
    try {
      return await work();
    } finally {
      setBusy(null);
    }
  }

  const refused = (result: Extract<SaveResult, { ok: false }>): Status => {
    openProblems(result.issues);
    return { kind: 'refused', result };
  };

  const save = () =>
    task('save', async () => {
      const { data, body, base } = o;
      if (o.merges.open)
        return { kind: 'problem', text: 'Choose what to keep in each field someone else changed too, then save.' };
      const edit = { data, body, commit: false };
      const savedText = o.doc?.canCommit ? 'Saved. Publish puts it live.' : 'Saved.';
      if (o.draft) {
        const result = await createDocument(o.file, edit);
        if (!result.ok) return refused(result);
        o.setSaved({ data, body });
        return { kind: 'saved', text: result.saved ? savedText : 'No change to save.' };
      }
      if (!base?.version) return { kind: 'problem', text: 'Reload the page, then save again.' };
      const from = { version: base.version, data: base.data, body: base.body };
      const result = await saveDocument(o.file, { ...edit, base: from });
      if (!result.ok && result.conflicts && result.current) {
        o.merges.mergeOnto(from, result.current, { data, body }, result.conflicts);
        return { kind: 'problem', text: result.error };
      }
      if (!result.ok) return refused(result);
      o.merges.clear();
      const version = result.version ?? base.version;
      if (result.merged && result.data) {
        o.setData(result.data);
        o.setBody(result.body);
        o.setSaved({ data: result.data, body: result.body, version });
      } else o.setSaved({ data, body, version });
      await reload(false);
      if (!result.saved) return { kind: 'saved', text: 'No change to save.' };
      const both = result.merged ? ' Changes someone else saved meanwhile are kept, and shown.' : '';
      return { kind: 'saved', text: `${savedText}${both}` };
    });

  const publish = (changes: string[]) =>
    task('publish', async () => {
      const result = await publishDocument(o.file, changes);
      await reload(false);
      if (!result.ok) return { kind: 'problem', text: result.error };
      if (!result.published) return { kind: 'saved', text: 'Nothing to publish.' };
      return { kind: 'saved', text: `Published: ${result.commit?.split('\n')[0] ?? ''}` };
    });

  const remove = () =>
    task('delete', async () => {
      const published = o.doc?.canCommit ? ', and the deletion is published' : '';
      const question = draftInWork()
        ? `Delete ${o.here} in this draft? Its page goes away when the draft is published.`
        : `Delete ${o.here}? Its page goes away with it${published}.`;
      if (!confirm(question)) return null;
      const result = await deleteDocument(o.file, o.doc?.canCommit ?? false);
      return result.ok ? { kind: 'deleted', text: 'Deleted.' } : refused(result);
    });

  const restore = (change: Change, unsaved: boolean) =>
    task('restore', async () => {
      const lost = unsaved ? ' Your unsaved edits are lost.' : '';
      const question = `Restore the version of ${change.date} (“${change.message}”)? It is saved, not published.${lost}`;
      if (!confirm(question)) return null;
      const result = await restoreVersion(o.file, change.commit);
      if (!result.ok) return refused(result);
      await reload(true);
      return { kind: 'saved', text: `Restored the version of ${change.date}. Saved, not published yet.` };
    });

  return { busy, save, publish, remove, restore, openProblems };
}
