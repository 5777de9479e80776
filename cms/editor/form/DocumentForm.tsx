// The generated form of a document: rjsf over the form schema (cms/local-api/form-schema.ts), with the editor's own
// groups, lists and fields. Enter never submits it: saving is the Save button's job alone.
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useEffect, useRef } from 'react';
import { AdditionalProperty } from './AdditionalProperty.tsx';
import { CheckboxWidget } from './CheckboxWidget.tsx';
import type { EditorFormContext } from './context.ts';
import { ItemGroup } from './ItemGroup.tsx';
import { ListGroup } from './ListGroup.tsx';
import { ObjectGroup } from './ObjectGroup.tsx';
import { ScalarField } from './ScalarField.tsx';
import { SelectWidget } from './SelectWidget.tsx';
import { TextWidget } from './TextWidget.tsx';

// Nothing is filled in that the file does not have: no defaults, no empty objects.
const formBehaviour = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'always',
} as const;

const templates = {
  ArrayFieldTemplate: ListGroup,
  ArrayFieldItemTemplate: ItemGroup,
  ObjectFieldTemplate: ObjectGroup,
  WrapIfAdditionalTemplate: AdditionalProperty,
};
const widgets = { TextWidget, CheckboxWidget, SelectWidget };
const fields = { scalar: ScalarField };

/** Enter in a one-line field would submit the form: it does nothing there (a text area still takes it). */
function holdEnter(event: KeyboardEvent) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && (target.tagName === 'INPUT' || target.tagName === 'SELECT')) event.preventDefault();
}

interface Props {
  schema: Record<string, unknown>;
  uiSchema: UiSchema;
  data: Record<string, unknown>;
  context: EditorFormContext;
  errors: ErrorSchema;
  onChange: (data: Record<string, unknown>) => void;
}

export function DocumentForm({ schema, uiSchema, data, context, errors, onChange }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    element?.addEventListener('keydown', holdEnter);
    return () => element?.removeEventListener('keydown', holdEnter);
  }, []);
  return (
    <div ref={wrapper} className="form">
      <Form
        id="document-form"
        schema={schema as RJSFSchema}
        uiSchema={{
          ...uiSchema,
          'ui:submitButtonOptions': { norender: true },
          // An optional group the file does not have (a hero's search box) shows as a button that adds it.
          'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] },
        }}
        formData={data}
        formContext={context}
        templates={templates}
        widgets={widgets}
        fields={fields}
        validator={validator}
        noValidate
        noHtml5Validate
        showErrorList={false}
        extraErrors={errors}
        experimental_defaultFormStateBehavior={formBehaviour}
        onChange={(event) => onChange(event.formData as Record<string, unknown>)}
      />
    </div>
  );
}
