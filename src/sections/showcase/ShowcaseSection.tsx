import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { Button } from '../../ui/Button.tsx';
import { Container, Section } from '../../ui/layout.ts';
import { Picture } from '../../ui/Picture.tsx';

const Layout = styled.div<{ $imageLeft: boolean }>`
  display: grid;
  gap: 40px;
  align-items: center;
  @media (min-width: 992px) {
    grid-template-columns: 5fr 7fr;
    ${(p) => (p.$imageLeft ? 'grid-template-columns: 7fr 5fr; & > :first-child { order: 2; }' : '')}
  }
  h2 {
    font-size: clamp(1.6rem, 3vw, 2.2rem);
  }
  p {
    color: var(--muted);
  }
`;
const Eyebrow = styled.p`
  && {
    color: var(--accent-strong);
  }
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  margin-bottom: 8px;
`;
const Points = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 28px;
  display: grid;
  gap: 10px;
  li {
    display: grid;
    grid-template-columns: 24px 1fr;
    gap: 8px;
  }
  li::before {
    content: '✓';
    color: var(--success);
    font-weight: 800;
  }
`;
const Frame = styled.div`
  border-radius: 14px;
  overflow: hidden;
  border: 1px solid var(--border);
  box-shadow: var(--shadow);
`;

export default function ShowcaseSection({ section }: SectionProps<typeof definition>) {
  return (
    <Section>
      <Container>
        <Layout $imageLeft={section.imageSide === 'left'}>
          <div>
            {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
            <h2>{section.title}</h2>
            {section.subtitle && <p>{section.subtitle}</p>}
            {section.points.length > 0 && (
              <Points>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </Points>
            )}
            {section.cta && <Button href={section.cta.href}>{section.cta.label}</Button>}
          </div>
          <Frame>
            <Picture image={section.image} sizes="(min-width: 1200px) 660px, (min-width: 992px) 56vw, 100vw" />
          </Frame>
        </Layout>
      </Container>
    </Section>
  );
}
