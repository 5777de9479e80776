import styled from 'styled-components';
import { loadedBody } from '../content/bodies';
import type { ResolvedSection } from '../content/resolve';
import { MdxBody } from '../mdx/MdxBody';
import { copy } from '../ui/copy';
import { formatDate } from '../ui/intl';
import { Container, Section } from '../ui/layout';

const Updated = styled.p`
  max-width: 760px;
  margin: 0 auto 32px;
  padding-bottom: 16px;
  border-bottom: 1px solid var(--border);
  color: var(--muted);
  font-weight: 600;
`;

export function LegalSection({ section }: { section: Extract<ResolvedSection, { type: 'legal' }> }) {
  return (
    <Section>
      <Container>
        <Updated>{copy.lastUpdated(formatDate(section.legal.lastUpdated))}</Updated>
        <MdxBody body={loadedBody('legal', section.document)} />
      </Container>
    </Section>
  );
}
