import type { SectionProps } from '../define';
import type definition from './definition';
import { ComparisonTable } from '../comparison/ComparisonTable';

export default function PlanComparison({ section }: SectionProps<typeof definition>) {
  return <ComparisonTable {...section} />;
}
