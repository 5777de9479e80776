import { z } from 'zod';
import { link, text } from '../../content/fields.ts';

/** Copy for one form field; the field's behaviour lives in code (src/features). */
const field = z.strictObject({
  label: text.describe('Visible label'),
  placeholder: text.optional(),
  hint: text.optional().describe('Help text shown under the field'),
  error: text.optional().describe('Message shown when the value is missing or invalid'),
});

const base = {
  title: text,
  subtitle: text.optional(),
  submit: text.describe('Submit button text'),
  pending: text.optional().describe('Submit button text while the form is being sent'),
  links: z
    .array(z.strictObject({ prompt: text.optional().describe('Text before the link'), ...link.shape }))
    .default([])
    .describe('Links under the form, e.g. "Forgot password?"'),
};

/** What a form shows once it has been sent, in place of the form. */
const confirmation = z.strictObject({
  title: text,
  text,
  resend: text.describe('Button that returns to the form'),
});

/** The fields of a job application; the CV's type and size are checked in code (features/careers/cv-file.ts). */
const application = {
  firstName: field,
  lastName: field,
  email: field,
  cv: field.describe('The CV file: its hint and error should say PDF or DOCX, up to 5 MB'),
  coverLetter: field,
};

/** Each form names exactly the fields its code knows, so a typo in a field name is caught. */
export const formSection = z.discriminatedUnion('form', [
  z.strictObject({
    type: z.literal('form'),
    form: z.literal('signIn'),
    ...base,
    fields: z.strictObject({ email: field, password: field, remember: field }),
  }),
  z.strictObject({
    type: z.literal('form'),
    form: z.literal('register'),
    ...base,
    fields: z.strictObject({
      firstName: field,
      lastName: field,
      email: field,
      password: field,
      confirmPassword: field,
      terms: field.extend({ label: text.describe('Checkbox text before the Terms and Privacy links') }),
    }),
  }),
  z.strictObject({
    type: z.literal('form'),
    form: z.literal('forgotPassword'),
    ...base,
    fields: z.strictObject({ email: field }),
    confirmation,
  }),
  z.strictObject({
    type: z.literal('form'),
    form: z.literal('contact'),
    ...base,
    fields: z.strictObject({ firstName: field, lastName: field, email: field, subject: field, message: field }),
  }),
  z.strictObject({
    type: z.literal('form'),
    form: z.literal('affiliate'),
    ...base,
    fields: z.strictObject({ firstName: field, lastName: field, email: field, website: field, promotion: field }),
  }),
  z.strictObject({
    type: z.literal('form'),
    form: z.literal('apply').describe('An application for one of the open jobs (content/jobs), chosen in the form'),
    ...base,
    fields: z.strictObject({
      job: field.extend({ placeholder: text.describe('The choice shown before a job is picked') }),
      ...application,
    }),
    confirmation,
  }),
  z.strictObject({
    type: z.literal('form'),
    form: z.literal('resume').describe('A resume sent for a future opening'),
    ...base,
    fields: z.strictObject(application),
    confirmation,
  }),
]);

export type FormSection = z.infer<typeof formSection>;
