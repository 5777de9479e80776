import type { SectionProps } from '../define';
import type definition from './definition';
import { FeatureGrid } from './FeatureGrid';

export default function FeaturesSection({ section }: SectionProps<typeof definition>) {
  return (
    <FeatureGrid title={section.title} subtitle={section.subtitle} items={section.items} compact={section.compact} />
  );
}
