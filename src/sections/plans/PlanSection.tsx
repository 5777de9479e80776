import type { SectionProps } from '../define';
import type definition from './definition';
import { PlanGrid } from './PlanGrid';

export default function PlanSection({ section }: SectionProps<typeof definition>) {
  return <PlanGrid section={section} />;
}
