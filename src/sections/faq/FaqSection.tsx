import type { SectionProps } from '../define';
import type definition from './definition';
import { FaqAccordion } from './FaqAccordion';

export default function FaqSection({ section }: SectionProps<typeof definition>) {
  return (
    <FaqAccordion
      title={section.title}
      subtitle={section.subtitle}
      items={section.items}
      openFirst={section.openFirst}
    />
  );
}
