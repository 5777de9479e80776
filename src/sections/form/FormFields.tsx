import styled from 'styled-components';
import type { FormSection } from './schema.ts';
import type { Link } from '../../content/fields.ts';
import { pagePaths } from '../../vocabulary/paths.ts';
import { copy } from '../../content/copy.ts';
import { isRequired, type Values } from '../../features/auth/validation.ts';
import { CV_ACCEPT, type FileInfo } from '../../features/auth/cv-file.ts';
import { Checkbox, Field, Input, Select, TextArea, describedBy } from '../../ui/Field.tsx';
import type { OpenJob } from './definition.ts';
import { TextLink } from '../../ui/TextLink.tsx';

export type FormKind = FormSection['form'];
type FieldName = { [K in FormKind]: keyof Extract<FormSection, { form: K }>['fields'] }[FormKind];
type FieldCopy = Extract<FormSection, { form: 'signIn' }>['fields']['email'];
type Control = 'text' | 'email' | 'url' | 'password' | 'textarea' | 'checkbox' | 'job' | 'file';

/** How each field the forms know is entered; a new field name fails to compile until it is listed here. */
const fieldSpecs: Record<FieldName, { control: Control; autoComplete?: string; half?: boolean }> = {
  firstName: { control: 'text', autoComplete: 'given-name', half: true },
  lastName: { control: 'text', autoComplete: 'family-name', half: true },
  email: { control: 'email', autoComplete: 'email' },
  website: { control: 'url', autoComplete: 'url' },
  subject: { control: 'text' },
  message: { control: 'textarea' },
  promotion: { control: 'textarea' },
  password: { control: 'password', autoComplete: 'new-password' },
  confirmPassword: { control: 'password', autoComplete: 'new-password' },
  remember: { control: 'checkbox' },
  terms: { control: 'checkbox' },
  job: { control: 'job' },
  cv: { control: 'file' },
  coverLetter: { control: 'textarea' },
};

/** The file picker's button drawn like the site's secondary buttons, not the browser's grey one. */
const FileInput = styled(Input)`
  padding: 6px;
  cursor: pointer;
  &::file-selector-button {
    margin-right: 12px;
    padding: 6px 14px;
    border: 1px solid var(--border);
    border-radius: 8px;
    background: var(--surface);
    color: var(--text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/**
 * The values a form sent without JavaScript shows again, by the controls its content lists: text as sent, a ticked
 * box ticked; never a password, and never a file (a file input's value is the browser's alone).
 */
export function sentValues(section: FormSection, sent: Readonly<Record<string, string>>): Values {
  return Object.fromEntries(
    Object.keys(section.fields).flatMap((name) => {
      const { control } = fieldSpecs[name as FieldName];
      const value = sent[name];
      if (value === undefined || control === 'password' || control === 'file') return [];
      return [[name, control === 'checkbox' ? true : value]];
    }),
  );
}

/** The control id, stable so that later changes can point aria-describedby at messages: `${form}-${field}`. */
export const fieldId = (form: FormKind, field: string) => `${form}-${field}`;

/** The register form's Terms and Privacy links, shown inside the terms checkbox label rather than under the form. */
export function legalLinks(section: FormSection): Link[] {
  if (section.form !== 'register') return [];
  return section.links.filter((l) => l.href === pagePaths.terms || l.href === pagePaths.privacy);
}

function TermsLabel({ text, links }: { text: string; links: Link[] }) {
  const terms = links.find((l) => l.href === pagePaths.terms);
  const privacy = links.find((l) => l.href === pagePaths.privacy);
  return (
    <>
      {text}
      {terms && (
        <>
          {' '}
          <TextLink href={terms.href}>{terms.label}</TextLink>
        </>
      )}
      {terms && privacy && ` ${copy.and}`}
      {privacy && (
        <>
          {' '}
          <TextLink href={privacy.href}>{privacy.label}</TextLink>
        </>
      )}
    </>
  );
}

interface Props {
  section: FormSection;
  values: Values;
  /** Fields to show as invalid, with their content message */
  invalid: readonly string[];
  onChange: (name: string, value: Values[string]) => void;
  disabled?: boolean;
  /** The jobs the application form offers */
  jobs?: readonly OpenJob[];
}

/** What the form keeps of a chosen file (never its bytes); nothing when the choice was cleared. */
const chosenFile = (files: FileList | null): FileInfo | '' => {
  const file = files?.[0];
  return file ? { name: file.name, size: file.size, type: file.type } : '';
};

/** The labelled controls of one form, in the order its content lists them. */
export function FormFields({ section, values, invalid, onChange, disabled = false, jobs = [] }: Props) {
  const fields = Object.entries(section.fields) as [FieldName, FieldCopy][];
  return fields.map(([name, field]) => {
    const id = fieldId(section.form, name);
    const spec = fieldSpecs[name];
    const error = invalid.includes(name) ? field.error : undefined;
    const common = {
      id,
      name,
      disabled,
      required: isRequired(section.form, name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, !!field.hint, !!error),
    };
    if (spec.control === 'checkbox') {
      const label = name === 'terms' ? <TermsLabel text={field.label} links={legalLinks(section)} /> : field.label;
      return (
        <Field key={name} id={id} label={label} hint={field.hint} error={error} layout="checkbox">
          <Checkbox {...common} checked={values[name] === true} onChange={(e) => onChange(name, e.target.checked)} />
        </Field>
      );
    }
    if (spec.control === 'file' || spec.control === 'job') {
      const control =
        spec.control === 'file' ? (
          // A file input's value is the browser's alone: React never sets it (the form's reset clears it).
          <FileInput
            {...common}
            type="file"
            accept={CV_ACCEPT}
            onChange={(e) => onChange(name, chosenFile(e.target.files))}
          />
        ) : (
          <Select
            {...common}
            value={typeof values[name] === 'string' ? values[name] : ''}
            onChange={(e) => onChange(name, e.target.value)}
          >
            <option value="">{field.placeholder}</option>
            {jobs.map((job) => (
              <option key={job.slug} value={job.slug}>
                {job.title}
              </option>
            ))}
          </Select>
        );
      return (
        <Field key={name} id={id} label={field.label} hint={field.hint} error={error}>
          {control}
        </Field>
      );
    }
    const text = {
      value: typeof values[name] === 'string' ? values[name] : '',
      onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    };
    const autoComplete =
      name === 'password' && section.form === 'signIn' ? 'current-password' : (spec.autoComplete ?? 'off');
    const control =
      spec.control === 'textarea' ? (
        <TextArea {...common} {...text} placeholder={field.placeholder} rows={5} />
      ) : (
        <Input {...common} {...text} type={spec.control} placeholder={field.placeholder} autoComplete={autoComplete} />
      );
    return (
      <Field key={name} id={id} label={field.label} hint={field.hint} error={error} half={spec.half ?? false}>
        {control}
      </Field>
    );
  });
}
