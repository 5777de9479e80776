// One document: its fields as a form generated from its type's JSON Schema, its MDX body, save, delete, its page
// and its history. The server checks every save; its messages are the build's, shown on the fields they name.
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ContentIssue } from '../../src/content/issue.ts';
import { createDocument, deleteDocument, getDocument, saveDocument, type LoadedDocument, type SaveResult } from './api';
import { errorSchemaOf } from './form-errors';
import type { Draft } from './NewDocument';
import { uiSchemaOf } from './ui-schema';

interface Props {
  file: string;
  draft: Draft | null;
  preview: string;
  contentDir: string;
  /** What the save before this view said */
  notice: string | null;
  onSaved: (file: string, notice: string) => void;
  onDeleted: () => void;
}

type Status = { kind: 'saved'; text: string } | { kind: 'refused'; result: Extract<SaveResult, { ok: false }> };

// Nothing is filled in that the file does not have: no defaults, no empty objects.
const formBehaviour = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'always',
} as const;

export function DocumentEditor({ file, draft, preview, contentDir, notice, onSaved, onDeleted }: Props) {
  const [doc, setDoc] = useState<LoadedDocument | null>(null);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [body, setBody] = useState<string | undefined>();
  const [commit, setCommit] = useState(true);
  const [status, setStatus] = useState<Status | null>(notice ? { kind: 'saved', text: notice } : null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  // What a save said goes where the marketer looks: the field errors are on the fields, the summary on top.
  useEffect(() => {
    summary.current?.scrollIntoView({ block: 'nearest' });
  }, [status]);

  useEffect(() => {
    let current = true;
    void getDocument(draft?.from ?? file).then((loaded) => {
      if (!current || !loaded) return;
      setDoc(loaded);
      setData(draft?.data ?? loaded.data);
      setBody(draft ? draft.body : loaded.body);
    });
    return () => {
      current = false;
    };
  }, [file, draft]);

  const uiSchema = useMemo(() => (doc ? uiSchemaOf(doc.schema) : {}), [doc]);
  const issues: ContentIssue[] = status?.kind === 'refused' ? status.result.issues : [];
  const here = `${contentDir}/${file}`;
  const mine = issues.filter((i) => i.file === here);
  const extraErrors = useMemo(() => errorSchemaOf(mine), [mine]);

  if (!doc) return <p className="loading">Loading {file}…</p>;

  async function save(formData: Record<string, unknown>) {
    setBusy(true);
    setData(formData);
    const edit = { data: formData, body, commit: commit && (doc?.canCommit ?? false) };
    const result = draft ? await createDocument(file, draft.from, edit) : await saveDocument(file, edit);
    setBusy(false);
    if (!result.ok) return setStatus({ kind: 'refused', result });
    const text = !result.saved
      ? 'No change to save.'
      : result.commit
        ? `Saved and committed: ${result.commit}`
        : 'Saved.';
    setStatus({ kind: 'saved', text });
    const reloaded = await getDocument(file);
    if (reloaded) setDoc(reloaded);
    onSaved(file, text);
  }

  async function remove() {
    if (!confirm(`Delete ${here}? Its page goes away with it.`)) return;
    const result = await deleteDocument(file, commit && (doc?.canCommit ?? false));
    if (!result.ok) return setStatus({ kind: 'refused', result });
    onDeleted();
  }

  return (
    <article className="document">
      <header className="document-header">
        <div>
          <h2>{draft ? `New: ${file}` : doc.title}</h2>
          <p className="file">{here}</p>
        </div>
        {doc.page && !draft && (
          <a className="button secondary" href={`${preview}${doc.page}`} target="_blank" rel="noreferrer">
            View page ↗
          </a>
        )}
      </header>

      {status?.kind === 'saved' && (
        <div className="notice saved" role="status" ref={summary}>
          {status.text}
        </div>
      )}
      {status?.kind === 'refused' && (
        <div className="notice refused" role="alert" ref={summary}>
          <strong>{status.result.error}</strong>
          {status.result.referrers && status.result.referrers.length > 0 && (
            <p>
              Other files use it: <span className="referrers">{status.result.referrers.join(', ')}</span>
            </p>
          )}
          <pre className="report">{status.result.report}</pre>
        </div>
      )}

      <Form
        schema={doc.schema as RJSFSchema}
        uiSchema={{
          ...uiSchema,
          'ui:submitButtonOptions': { norender: true },
          // An optional group the file does not have (a hero's search box) shows as a button that adds it.
          'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] },
        }}
        formData={data}
        validator={validator}
        noValidate
        noHtml5Validate
        showErrorList={false}
        extraErrors={extraErrors}
        experimental_defaultFormStateBehavior={formBehaviour}
        onChange={(event) => setData(event.formData as Record<string, unknown>)}
        onSubmit={(event) => void save(event.formData as Record<string, unknown>)}
        id="document-form"
      />

      {body !== undefined && (
        <div className="body-field">
          <label htmlFor="mdx-body">Article text (Markdown)</label>
          <textarea id="mdx-body" value={body} rows={18} onChange={(e) => setBody(e.target.value)} spellCheck />
          {issues
            .filter((i) => i.file === here && i.field === 'body')
            .map((i) => (
              <p key={i.message} className="field-error">
                {i.message}
              </p>
            ))}
        </div>
      )}

      <footer className="actions">
        <button type="submit" form="document-form" disabled={busy}>
          {busy ? 'Checking…' : draft ? 'Create' : 'Save'}
        </button>
        {doc.canCommit && (
          <label className="check">
            <input type="checkbox" checked={commit} onChange={(e) => setCommit(e.target.checked)} /> Commit to git
          </label>
        )}
        {!draft && doc.file.includes('/') && (
          <button type="button" className="danger" onClick={() => void remove()}>
            Delete
          </button>
        )}
      </footer>

      {!draft && doc.history.length > 0 && (
        <section className="history" aria-label="Recent changes">
          <h3>Recent changes</h3>
          <ol>
            {doc.history.map((change) => (
              <li key={change.commit}>
                <time>{change.date}</time> {change.message} <span className="who">{change.author}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
