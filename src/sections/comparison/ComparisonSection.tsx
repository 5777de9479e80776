import type { SectionProps } from '../define';
import type definition from './definition';
import { ComparisonTable } from './ComparisonTable';

export default function ComparisonSection({ section }: SectionProps<typeof definition>) {
  return (
    <ComparisonTable
      title={section.title}
      subtitle={section.subtitle}
      columns={section.columns}
      rows={section.rows}
      popular={section.popular}
    />
  );
}
