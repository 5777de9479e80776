// The job applications (/careers/apply, /careers/submit-resume) work without JavaScript: the form posts its fields
// and the CV as multipart/form-data to its own page, and the server checks them by the same rules as the browser
// (features/auth/validation.ts and cv-file.ts). It answers with the page and a notice in the form: the
// confirmation, or the messages of what to correct with the fields filled in again. Like every form of the site, an
// application is simulated: nothing posted is stored, sent on or logged, and the CV's bytes are dropped unread.
// With ?job=<slug>, a GET of the apply page comes with that job chosen, also without JavaScript.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { invalidFields, type Values } from '../features/auth/validation.ts';
import { MAX_CV_BYTES } from '../features/auth/cv-file.ts';
import { JOB_PARAM } from '../vocabulary/paths.ts';
import { FORM_FIELD } from '../features/auth/form-field.ts';
import type { RenderPage } from './page-render.ts';
import { pageAnswer, sentPage } from './sent-page.ts';

/** A job the apply form offers: its file name (?job=) and title. */
interface OpenJob {
  slug: string;
  title: string;
}

/** The words and jobs of one application form, from its page's content. */
export interface ApplicationForm {
  form: 'apply' | 'resume';
  /** Each field's message when its value is wrong */
  errors: Record<string, string>;
  confirmation: { title: string; text: string };
  jobs: OpenJob[];
}

/** Room for the fields beside a CV of the largest size accepted. */
const BODY_LIMIT = MAX_CV_BYTES + 256 * 1024;

/** What the rules are given of a posted field: text as it is, a file by its name, size and type. */
const ruleValue = (value: string | File): Values[string] =>
  typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };

/** The fields to correct: the rules' verdict, and a job the form does not offer. */
function problems(application: ApplicationForm, values: Values): string[] {
  const invalid = invalidFields(application.form, values);
  const job = values.job;
  if (application.form === 'apply' && !invalid.includes('job') && !application.jobs.some((j) => j.slug === job))
    invalid.unshift('job');
  return invalid;
}

/**
 * Adds the handlers of every application page (path → its form's words) to `app`, before its generic form echo;
 * `renderPage` renders a page again with what was sent.
 */
export function applicationRoutes(app: Hono, forms: Record<string, ApplicationForm>, renderPage: RenderPage): void {
  for (const [path, application] of Object.entries(forms)) {
    const answer = async (c: Context, values: Record<string, string>, notice: string | null) => {
      const page = await sentPage(renderPage, path, { form: application.form, values, notice });
      return page ? pageAnswer(c, page) : c.redirect(path, 303);
    };
    // Larger than the largest CV: the body is not read, so only the message can come back.
    const tooLarge = (c: Context) => answer(c, {}, application.errors.cv ?? null);

    app.post(path, bodyLimit({ maxSize: BODY_LIMIT, onError: tooLarge }), async (c) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, string | File>);
      // Another form's post, or none (a JSON body, a multipart one without the form's name): the page, unchanged.
      if (body[FORM_FIELD] !== application.form) return c.redirect(path, 303);
      const values: Values = Object.fromEntries(
        Object.entries(body).flatMap(([name, value]) =>
          typeof value === 'string' || value instanceof File ? [[name, ruleValue(value)]] : [],
        ),
      );
      // An empty file input posts a nameless, empty file: no file at all.
      if (typeof values.cv === 'object' && values.cv.name === '' && values.cv.size === 0) values.cv = '';
      const texts = Object.fromEntries(
        Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const wrong = problems(application, values);
      if (wrong.length === 0) {
        const { title, text } = application.confirmation;
        return answer(c, {}, `${title}. ${text}`);
      }
      return answer(c, texts, wrong.map((name) => application.errors[name] ?? name).join(' '));
    });

    if (application.form === 'apply')
      app.get(path, async (c, next) => {
        const slug = c.req.query(JOB_PARAM);
        if (!slug || !application.jobs.some((j) => j.slug === slug)) return next();
        // The page reads the job from its address, in the browser too: rendered for it, it comes with the job chosen.
        const page = await renderPage(`${path}?${new URLSearchParams({ [JOB_PARAM]: slug })}`);
        return page.status === 200 ? pageAnswer(c, page) : next();
      });
  }
}
