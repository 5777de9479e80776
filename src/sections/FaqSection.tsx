import type { ResolvedSection } from '../content/resolve';
import { FaqAccordion } from '../templates/FaqAccordion';

export function FaqSection({ section }: { section: Extract<ResolvedSection, { type: 'faq' }> }) {
  return (
    <FaqAccordion
      title={section.title}
      subtitle={section.subtitle}
      items={section.items}
      openFirst={section.openFirst}
    />
  );
}
