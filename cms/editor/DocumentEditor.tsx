// One document: its outline, its fields (generated from its type's form schema), its MDX body, and Save, Publish,
// Delete and its history. The server checks every save; its messages are the build's, shown on the fields they name.
import { useEffect, useMemo, useState } from 'react';
import type { ContentIssue } from '../../src/content/issue.ts';
import type { Change } from '../shared/api-types.ts';
import { getDocument, type LoadedDocument, type Version } from './api.ts';
import { draftInWork } from './http.ts';
import { previewHref } from './team/address.ts';
import type { Draft } from './NewDocument.tsx';
import { ActionBar } from './form/ActionBar.tsx';
import { BodyField } from './form/BodyField.tsx';
import type { EditorFormContext } from './form/context.ts';
import { DocumentForm } from './form/DocumentForm.tsx';
import { DocumentHeader } from './form/DocumentHeader.tsx';
import { History } from './form/History.tsx';
import { OpenGroupsProvider, revealPath, useOpenGroups } from './form/open-groups.tsx';
import { Outline } from './form/Outline.tsx';
import { placeholderGroups } from './form/placeholder-groups.ts';
import { RefusedReport } from './form/RefusedReport.tsx';
import { same } from '../shared/same.ts';
import { SharedNotices } from './form/SharedNotices.tsx';
import { useSharedEditing } from './form/use-shared-editing.ts';
import { useDocumentActions, type Saved, type Status } from './form/use-document-actions.ts';
import { useUnsavedWarning } from './form/use-unsaved-warning.ts';
import { errorSchemaOf } from './form-errors.ts';
import { imageUiSchema } from './media/image-ui-schema.ts';
import { LivePreview } from './preview/LivePreview.tsx';
import { uiSchemaOf } from './ui-schema.ts';

interface Props {
  file: string;
  draft: Draft | null;
  preview: string;
  contentDir: string;
  /** What the save before this view said */
  notice: string | null;
  onSaved: (file: string, notice: string) => void;
  onDeleted: () => void;
  /** Whether there are unsaved edits, for the editor to ask before leaving */
  onUnsaved: (unsaved: boolean) => void;
}

/** What the form was loaded from or last saved, with the file's version then: the next save's base */
export function DocumentEditor(props: Props) {
  return (
    <OpenGroupsProvider>
      <DocumentView {...props} />
    </OpenGroupsProvider>
  );
}

function DocumentView(props: Props) {
  const { file, draft, preview, contentDir, notice, onSaved, onDeleted, onUnsaved } = props;
  const [doc, setDoc] = useState<LoadedDocument | null>(null);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [body, setBody] = useState<string | undefined>();
  const [saved, setSaved] = useState<Saved | null>(null);
  const [missing, setMissing] = useState(false);
  const [status, setStatus] = useState<Status | null>(notice ? { kind: 'saved', text: notice } : null);
  const here = `${contentDir}/${file}`;
  const groups = useOpenGroups();
  const { open: openGroups } = groups;

  useEffect(() => {
    let current = true;
    void (draft ? Promise.resolve(draft.template) : getDocument(file)).then((loaded) => {
      if (!current) return;
      if (!loaded) return setMissing(true);
      setDoc(loaded);
      setData(loaded.data);
      setBody(loaded.body);
      setSaved({ data: loaded.data, body: loaded.body, version: loaded.version });
      if (draft) openGroups(placeholderGroups(loaded.data));
    });
    return () => {
      current = false;
    };
  }, [file, draft, openGroups]);

  const unsaved = saved !== null && (!same(data, saved.data) || body !== saved.body);
  useUnsavedWarning(unsaved);
  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);
  const form = useMemo<Version>(() => ({ data, body }), [data, body]);
  const setForm = (next: Version) => {
    setData(next.data);
    setBody(next.body);
  };
  const shared = useSharedEditing({
    file,
    isNew: draft !== null,
    schema: doc?.schema,
    saved,
    setSaved,
    form,
    setForm,
    unsaved,
    onStatus: setStatus,
  });
  const { merges } = shared;

  const { busy, save, publish, remove, restore } = useDocumentActions({
    file,
    draft,
    here,
    data,
    body,
    doc,
    setDoc,
    setData,
    setBody,
    setSaved,
    base: saved,
    merges,
  });
  const issues = useMemo<ContentIssue[]>(() => (status?.kind === 'refused' ? status.result.issues : []), [status]);
  const mine = useMemo(() => issues.filter((i) => i.file === here), [issues, here]);
  const extraErrors = useMemo(() => errorSchemaOf(mine), [mine]);
  const uiSchema = useMemo(() => (doc ? imageUiSchema(doc.schema, uiSchemaOf(doc.schema)) : {}), [doc]);
  const context = useMemo<EditorFormContext>(() => ({ choices: doc?.choices ?? {}, data }), [doc, data]);

  if (missing && !doc)
    return <p role="alert">This document cannot be opened now: it may have been deleted. Choose another, or reload.</p>;
  if (!doc) return <p className="loading">Loading…</p>;
  const inDraft = draftInWork();

  const run = (task: Promise<Status | null>, then?: (status: Status) => void) =>
    void task.then((next) => {
      if (!next) return;
      setStatus(next);
      then?.(next);
    });

  return (
    <article className="document">
      <DocumentHeader
        title={draft ? draft.heading : doc.title}
        page={doc.page && !draft ? `${preview}${doc.page}` : null}
        draftPreview={doc.page && !draft && inDraft ? previewHref(inDraft, doc.page) : null}
      />

      {status?.kind === 'refused' && (
        <RefusedReport result={status.result} here={here} title={doc.title} schema={doc.schema} data={data} />
      )}
      <SharedNotices shared={shared} version={saved?.version} busy={busy !== null} />

      <div className="document-layout">
        <Outline schema={doc.schema} data={data} />
        <div className="form-column">
          <DocumentForm
            schema={doc.schema}
            uiSchema={uiSchema}
            data={data}
            context={context}
            errors={extraErrors}
            onChange={setData}
          />

          {body !== undefined && (
            <BodyField
              file={file}
              value={body}
              onChange={setBody}
              issues={issues.filter((i) => i.file === here && i.field === 'body')}
              choices={doc.choices}
            />
          )}

          {!draft && (
            <History
              history={doc.history}
              busy={busy !== null}
              onRestore={(change: Change) => run(restore(change, unsaved))}
            />
          )}
        </div>
        <aside className="preview-column" aria-label="Live preview">
          <LivePreview
            file={file}
            type={doc.type}
            page={draft ? null : doc.page}
            data={data}
            body={body}
            previewOrigin={preview}
            saved={saved}
            onPick={(path) => revealPath(groups, path)}
          />
        </aside>
      </div>

      <ActionBar
        isNew={draft !== null}
        unsaved={unsaved}
        busy={busy}
        pending={doc.canCommit && !draft ? doc.pending : null}
        canDelete={!draft && doc.file.includes('/')}
        status={status && (status.kind === 'refused' ? status.result.error : status.text)}
        onSave={() =>
          run(save(), (next) => {
            if (next.kind === 'saved') onSaved(file, next.text);
          })
        }
        onPublish={(changes) => run(publish(changes))}
        onDelete={() =>
          run(remove(), (next) => {
            if (next.kind === 'deleted') onDeleted();
          })
        }
      />
    </article>
  );
}
