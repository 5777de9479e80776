// The form field of an image or an illustration (src/content/fields.ts): its thumbnail, a button that opens the
// media library, and its alt text beside it. Mapped onto those fields by imageUiSchema (image-ui-schema.ts).
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { imageKeyOf, type ImageKey } from './image-schema.ts';
import { Thumbnail } from './Thumbnail.tsx';
import { useMediaLibrary } from './use-media-library.tsx';

type Value = Partial<Record<ImageKey | 'alt', string>>;
type Errors = Partial<Record<ImageKey | 'alt', { __errors?: string[] }>>;

const FieldErrors = ({ messages }: { messages: string[] | undefined }) =>
  messages?.length ? (
    <ul className="error-detail">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  ) : null;

export function ImageField(props: FieldProps) {
  const key = imageKeyOf(props.schema);
  // A union's choices share a uiSchema: the same name may be an image in one section type and not in another.
  if (!key) {
    const { SchemaField } = props.registry.fields;
    return SchemaField ? <SchemaField {...props} uiSchema={{ ...props.uiSchema, 'ui:field': undefined }} /> : null;
  }
  return <ImagePicker {...props} imageKey={key} />;
}

function ImagePicker({ imageKey, ...props }: FieldProps & { imageKey: ImageKey }) {
  const { schema, formData, onChange, fieldPathId, required, errorSchema, disabled, readonly, name } = props;
  const { choose, dialog } = useMediaLibrary();
  const value = (formData ?? undefined) as Value | undefined;
  const errors = (errorSchema ?? {}) as Errors;
  const file = value?.[imageKey];
  const id = fieldPathId.$id;
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const pattern = properties[imageKey]?.pattern;
  const locked = disabled || readonly;

  async function pick() {
    const path = await choose({
      ...(pattern ? { accept: new RegExp(pattern) } : {}),
      ...(file ? { folder: file.split('/').slice(1, -1).join('/') } : {}),
    });
    // Keys in the order content files write them: the file, then its alt text.
    if (path) onChange({ [imageKey]: path, alt: value?.alt ?? '' }, fieldPathId.path);
  }

  return (
    <fieldset className="image-field" id={id}>
      <legend>
        {schema.title ?? name}
        {required && <span className="required">*</span>}
      </legend>
      {schema.description && <p className="field-description">{schema.description}</p>}
      <div className="image-field-body">
        <div className="image-field-preview">
          {file ? (
            <Thumbnail path={file} alt={`Preview of ${file}`} />
          ) : (
            <span className="image-field-empty">No image</span>
          )}
        </div>
        <div className="image-field-controls">
          {file && <code className="image-field-path">{file}</code>}
          <div className="buttons">
            <button type="button" className="secondary" disabled={locked} onClick={() => void pick()}>
              Choose image…
            </button>
            {file && !required && (
              <button
                type="button"
                className="secondary"
                disabled={locked}
                onClick={() => onChange(undefined, fieldPathId.path)}
              >
                Remove image
              </button>
            )}
          </div>
          <FieldErrors messages={errors[imageKey]?.__errors} />
          <label htmlFor={`${id}_alt`}>
            {properties.alt?.title ?? 'Alt text'} <span className="required">(required)</span>
          </label>
          <input
            id={`${id}_alt`}
            value={value?.alt ?? ''}
            required
            disabled={locked || !file}
            aria-describedby={`${id}_alt_help`}
            aria-invalid={Boolean(errors.alt?.__errors?.length)}
            onChange={(event) => onChange({ ...value, alt: event.target.value }, fieldPathId.path)}
          />
          <p id={`${id}_alt_help`} className="field-description">
            {properties.alt?.description ?? 'What the image shows, for people who cannot see it'}
          </p>
          <FieldErrors messages={errors.alt?.__errors} />
        </div>
      </div>
      {dialog}
    </fieldset>
  );
}
