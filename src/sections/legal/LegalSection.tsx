import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { MdxBody } from '../../mdx/MdxBody.tsx';
import { copy } from '../../content/copy.ts';
import { formatDate } from '../../ui/intl.ts';
import { Container, Section } from '../../ui/layout.ts';

const Updated = styled.p`
  max-width: 760px;
  margin: 0 auto 32px;
  padding-bottom: 16px;
  border-bottom: 1px solid var(--border);
  color: var(--muted);
  font-weight: 600;
`;

export default function LegalSection({ section }: SectionProps<typeof definition>) {
  return (
    <Section>
      <Container>
        <Updated>{copy.lastUpdated(formatDate(section.lastUpdated))}</Updated>
        <MdxBody body={section.body} />
      </Container>
    </Section>
  );
}
