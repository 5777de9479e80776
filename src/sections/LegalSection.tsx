import type { MDXModule } from 'mdx/types';
import styled from 'styled-components';
import type { ResolvedSection } from '../content/resolve';
import { MdxBody } from '../mdx/MdxBody';
import { copy } from '../ui/copy';
import { formatDate } from '../ui/intl';
import { Container, Section } from '../ui/layout';

// Eager: legal text is the whole page, so it belongs in the prerendered HTML and the route's own chunk.
const documents = import.meta.glob<MDXModule>('/content/legal/*.mdx', { eager: true });

const Updated = styled.p`
  max-width: 760px;
  margin: 0 auto 32px;
  padding-bottom: 16px;
  border-bottom: 1px solid var(--border);
  color: var(--muted);
  font-weight: 600;
`;

export function LegalSection({ section }: { section: Extract<ResolvedSection, { type: 'legal' }> }) {
  const doc = documents[`/content/legal/${section.document}.mdx`];
  if (!doc) throw new Error(`No MDX body for legal document "${section.document}" in content/legal`);
  return (
    <Section>
      <Container>
        <Updated>{copy.lastUpdated(formatDate(section.legal.lastUpdated))}</Updated>
        <MdxBody body={doc.default} />
      </Container>
    </Section>
  );
}
