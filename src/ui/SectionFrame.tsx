import type { ReactNode } from 'react';
import { Container, Section, SectionHeading } from './layout.ts';

/** The common shell of a content section: an optional centred heading over its body. */
export function SectionFrame({
  title,
  subtitle,
  children,
  id,
}: {
  title?: string | undefined;
  subtitle?: string | undefined;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Section id={id}>
      <Container>
        {(title || subtitle) && (
          <SectionHeading>
            {title && <h2>{title}</h2>}
            {subtitle && <p>{subtitle}</p>}
          </SectionHeading>
        )}
        {children}
      </Container>
    </Section>
  );
}
