import type { ResolvedSection } from '../content/resolve';
import { DomainSearchForm } from '../features/domain-search/DomainSearchForm';
import { Hero } from '../templates/Hero';

export function HeroSection({ section }: { section: Extract<ResolvedSection, { type: 'hero' }> }) {
  const { search, ...hero } = section;
  return <Hero {...hero}>{search && <DomainSearchForm copy={search} />}</Hero>;
}
