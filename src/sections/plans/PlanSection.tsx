import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { PlanGrid } from './PlanGrid.tsx';

export default function PlanSection({ section }: SectionProps<typeof definition>) {
  return <PlanGrid section={section} />;
}
