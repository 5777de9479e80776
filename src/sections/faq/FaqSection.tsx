import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { FaqAccordion } from './FaqAccordion.tsx';

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
