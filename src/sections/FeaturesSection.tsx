import type { ResolvedSection } from '../content/resolve';
import { FeatureGrid } from '../templates/FeatureGrid';

export function FeaturesSection({ section }: { section: Extract<ResolvedSection, { type: 'features' }> }) {
  return <FeatureGrid title={section.title} subtitle={section.subtitle} items={section.items} />;
}
