import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { ComparisonTable } from './ComparisonTable.tsx';

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
