import type { ResolvedSection } from '../content/resolve';
import { ComparisonTable } from '../templates/ComparisonTable';

export function ComparisonSection({ section }: { section: Extract<ResolvedSection, { type: 'comparison' }> }) {
  return (
    <ComparisonTable title={section.title} subtitle={section.subtitle} columns={section.columns} rows={section.rows} />
  );
}
