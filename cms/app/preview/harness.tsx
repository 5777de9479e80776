// /preview/harness.html?file=products/shared.yaml on the editor's server: one document's form beside its
// LivePreview, configured as the editor's form is, to try the preview and to benchmark it
// (scripts/bench/cms-live-preview.ts) before and apart from its place in DocumentEditor.
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getCatalog, getDocument, type Catalog, type LoadedDocument } from '../api';
import { uiSchemaOf } from '../ui-schema';
import { LivePreview } from './LivePreview';
import '../editor.css';
import './harness.css';

const file = new URLSearchParams(location.search).get('file') ?? 'products/shared.yaml';
const formBehaviour = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'always',
} as const;

function Harness() {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [doc, setDoc] = useState<LoadedDocument | null>(null);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [body, setBody] = useState<string | undefined>();
  useEffect(() => {
    void Promise.all([getCatalog(), getDocument(file)]).then(([loadedCatalog, loaded]) => {
      setCatalog(loadedCatalog);
      setDoc(loaded);
      setData(loaded?.data ?? {});
      setBody(loaded?.body);
    });
  }, []);
  const uiSchema = useMemo(() => (doc ? uiSchemaOf(doc.schema) : {}), [doc]);
  if (!catalog || !doc) return <p>Loading {file}…</p>;
  return (
    <div className="live-preview-harness">
      <div>
        <Form
          schema={doc.schema as RJSFSchema}
          uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
          formData={data}
          validator={validator}
          noValidate
          noHtml5Validate
          showErrorList={false}
          experimental_defaultFormStateBehavior={formBehaviour}
          onChange={(event) => setData(event.formData as Record<string, unknown>)}
        />
        {body !== undefined && (
          <textarea aria-label="Body" value={body} rows={18} onChange={(e) => setBody(e.target.value)} />
        )}
      </div>
      <LivePreview
        file={doc.file}
        type={doc.type}
        page={doc.page}
        data={data}
        body={body}
        previewOrigin={catalog.preview}
      />
    </div>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
