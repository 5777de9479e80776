import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import site from 'virtual:content/site';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { HOME, JOB_PARAM } from '../../vocabulary/paths.ts';
import { register, signIn } from '../../features/auth/session.ts';
import { useValidatedForm } from '../../features/auth/useValidatedForm.ts';
import type { Values } from '../../features/auth/validation.ts';
import { type FormKind, FormFields, fieldId, legalLinks, sentValues } from './FormFields.tsx';
import { Button } from '../../ui/Button.tsx';
import { Container, Section } from '../../ui/layout.ts';
import { media } from '../../ui/theme.ts';
import { TextLink } from '../../ui/TextLink.tsx';
import { FORM_FIELD } from '../../features/auth/form-field.ts';
import { SentNotice, useSentForm } from '../../ui/sent-form.tsx';

type FormData = SectionProps<typeof definition>['section'];

/** The sign-in, register and reset forms are whole screens (their title is the page heading); the others sit in a page. */
const layouts: Record<FormKind, { heading: 'h1' | 'h2'; width: number }> = {
  signIn: { heading: 'h1', width: 480 },
  register: { heading: 'h1', width: 600 },
  forgotPassword: { heading: 'h1', width: 480 },
  contact: { heading: 'h2', width: 760 },
  affiliate: { heading: 'h2', width: 760 },
  apply: { heading: 'h1', width: 680 },
  resume: { heading: 'h1', width: 680 },
};

const Panel = styled.div<{ $width: number }>`
  max-width: ${(p) => p.$width}px;
  margin: 0 auto;
  padding: clamp(20px, 5vw, 40px);
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 16px;
  h1,
  h2 {
    font-size: clamp(1.5rem, 4vw, 2rem);
    text-align: center;
  }
  h1:focus,
  h2:focus {
    outline: none;
  }
`;
const Lead = styled.p`
  text-align: center;
  color: var(--muted);
  margin-bottom: 28px;
`;
const Grid = styled.form`
  display: grid;
  gap: 18px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  & > button,
  .form-notice {
    grid-column: 1 / -1;
    width: 100%;
  }
  .form-notice {
    margin: 0;
    padding: 12px 16px;
    border-radius: 10px;
    border: 1px solid var(--border);
    background: var(--bg);
  }
`;
const Links = styled.div`
  margin-top: 24px;
  text-align: center;
  color: var(--muted);
  p {
    margin: 0 0 8px;
  }
  a {
    font-weight: 700;
  }
`;

export default function FormSection({ section }: { section: FormData }) {
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  const headingId = useId();
  const { heading: Heading, width } = layouts[section.form];

  // After the view switches, move focus to what replaced the focused button, so keyboard and screen reader users follow.
  // A layout effect: focus moves in the commit that shows the new view, not in a later task (the switch comes from an
  // action, whose passive effects React may run after the browser has painted).
  useLayoutEffect(() => {
    if (!switched.current) return;
    if (sent) headingRef.current?.focus();
    else document.getElementById(fieldId(section.form, 'email'))?.focus();
  }, [sent, section.form]);

  const show = (next: boolean) => {
    switched.current = true;
    setSent(next);
  };
  const navigate = useNavigate();
  const text = (values: Values, name: string) => String(values[name] ?? '').trim();
  // Nothing is sent anywhere: sign-in and registration are simulated in the browser, the reset form and the job
  // applications show their confirmation, and the contact and affiliate forms do nothing visible.
  const actions: Record<FormKind, (values: Values) => Promise<void> | void> = {
    signIn: async (values) => {
      await signIn(text(values, 'email'), site.session.placeholderName);
      navigate(HOME);
    },
    register: async (values) => {
      await register(text(values, 'firstName'), text(values, 'lastName'), text(values, 'email'));
      navigate(HOME);
    },
    forgotPassword: () => show(true),
    contact: () => {},
    affiliate: () => {},
    apply: () => show(true),
    resume: () => show(true),
  };
  // /careers/apply?job=<slug> opens with that job chosen, when it is one of the open jobs.
  // (useLocation rather than useSearchParams, which would add its code to every page's router chunk.)
  const jobParam = new URLSearchParams(useLocation().search).get(JOB_PARAM);
  const job = section.jobs.find((j) => j.slug === jobParam);
  // Answering this form sent without JavaScript, the server renders it holding what was sent, with its notice.
  const posted = useSentForm(section.form);
  const initial = { ...(job ? { job: job.slug } : {}), ...(posted ? sentValues(section, posted.values) : {}) };
  const { ref: formRef, ...form } = useValidatedForm(section.form, actions[section.form], initial);

  if (sent && 'confirmation' in section)
    return (
      <Section>
        <Container>
          <Panel $width={width}>
            <Heading ref={headingRef} tabIndex={-1}>
              {section.confirmation.title}
            </Heading>
            <Lead>{section.confirmation.text}</Lead>
            <Grid as="div">
              <Button
                onClick={() => {
                  form.reset();
                  show(false);
                }}
              >
                {section.confirmation.resend}
              </Button>
            </Grid>
          </Panel>
        </Container>
      </Section>
    );

  const inLabel = legalLinks(section);
  const links = section.links.filter((l) => !inLabel.includes(l));
  return (
    <Section>
      <Container>
        <Panel $width={width}>
          <Heading id={headingId}>{section.title}</Heading>
          {section.subtitle && <Lead>{section.subtitle}</Lead>}
          {/* POST: a submit before the script has run never puts a password or an address in the URL. */}
          <Grid
            ref={formRef}
            aria-labelledby={headingId}
            method="post"
            // A CV goes with the fields only in a multipart body (a plain one would carry its name alone).
            encType={'cv' in section.fields ? 'multipart/form-data' : undefined}
            data-form={section.form}
            noValidate
            onSubmit={form.onSubmit}
          >
            <SentNotice sent={posted} />
            <input type="hidden" name={FORM_FIELD} value={section.form} />
            <FormFields
              section={section}
              values={form.values}
              invalid={form.invalid}
              onChange={form.onChange}
              disabled={form.pending}
              jobs={section.jobs}
            />
            <Button type="submit" disabled={form.pending}>
              {form.pending && section.pending ? section.pending : section.submit}
            </Button>
          </Grid>
          {links.length > 0 && (
            <Links>
              {links.map((l) => (
                <p key={l.href}>
                  {l.prompt && `${l.prompt} `}
                  <TextLink href={l.href}>{l.label}</TextLink>
                </p>
              ))}
            </Links>
          )}
        </Panel>
      </Container>
    </Section>
  );
}
