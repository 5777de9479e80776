import { useId, useState, type FormEvent } from 'react';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import styled from 'styled-components';
import { Button } from '../../ui/Button.tsx';
import { Input } from '../../ui/Field.tsx';
import { Container, Section } from '../../ui/layout.ts';
import { media } from '../../ui/theme.ts';

const Box = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 32px;
  border: 1px solid var(--border);
  border-radius: 16px;
  background: var(--surface);
  text-align: center;
  form {
    display: flex;
    gap: 12px;
    flex-wrap: wrap;
    margin-top: 16px;
  }
  input {
    flex: 1 1 240px;
    width: auto;
  }
  /* A phone: the field and its button each a full row, not a button left alone under centred text. */
  ${media.narrow} {
    padding: 24px 20px;
    form {
      flex-direction: column;
    }
    input {
      flex: none;
      width: 100%;
    }
  }
`;
const Result = styled.div`
  margin-top: 20px;
  display: grid;
  gap: 12px;
  justify-items: center;
  strong {
    color: var(--danger);
    font-size: 1.15rem;
  }
`;

/**
 * The spec's checker: any submit reports the site as not secure (there is no real check). Its button does nothing,
 * or with an order hand-off is a link to the page's plans.
 */
export default function SslChecker({ section }: SectionProps<typeof definition>) {
  const { title, subtitle, placeholder, button, insecureMessage, insecureCta, insecureHref } = section;
  const [checked, setChecked] = useState(false);
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
  };
  return (
    <Section>
      <Container>
        <Box>
          <h2>{title}</h2>
          {subtitle && <p>{subtitle}</p>}
          <form onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">
              {placeholder}
            </label>
            <Input id={inputId} type="text" placeholder={placeholder} />
            <Button type="submit">{button}</Button>
          </form>
          <div aria-live="polite">
            {checked && (
              <Result>
                <strong>{insecureMessage}</strong>
                <Button variant="secondary" href={insecureHref}>
                  {insecureCta}
                </Button>
              </Result>
            )}
          </div>
        </Box>
      </Container>
    </Section>
  );
}
