import { copy } from '../../content/copy.ts';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { ComparisonTable } from '../comparison/ComparisonTable.tsx';

export default function PlanComparison({ section }: SectionProps<typeof definition>) {
  return <ComparisonTable {...section} fold={copy.showComparison} />;
}
