import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { FeatureGrid } from './FeatureGrid.tsx';

export default function FeaturesSection({ section }: SectionProps<typeof definition>) {
  return (
    <FeatureGrid title={section.title} subtitle={section.subtitle} items={section.items} compact={section.compact} />
  );
}
