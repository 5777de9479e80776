import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { Button } from '../../ui/Button.tsx';
import { Container, Section } from '../../ui/layout.ts';
import { media } from '../../ui/theme.ts';

const Panel = styled.div`
  padding: clamp(28px, 6vw, 56px) clamp(20px, 5vw, 48px);
  text-align: center;
  background: var(--surface-raised);
  border: 1px solid var(--border);
  border-radius: 20px;
  h2 {
    font-size: clamp(1.6rem, 3vw, 2.2rem);
  }
  p {
    max-width: 640px;
    margin: 0 auto;
    color: var(--muted);
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  margin-top: 28px;
  ${media.narrow} {
    margin-top: 20px;
  }
`;

export default function CtaSection({ section }: SectionProps<typeof definition>) {
  const { cta, secondaryCta } = section;
  return (
    <Section>
      <Container>
        <Panel>
          <h2>{section.title}</h2>
          {section.subtitle && <p>{section.subtitle}</p>}
          <Row>
            <Button href={cta.href}>{cta.label}</Button>
            {secondaryCta && (
              <Button href={secondaryCta.href} variant="secondary">
                {secondaryCta.label}
              </Button>
            )}
          </Row>
        </Panel>
      </Container>
    </Section>
  );
}
