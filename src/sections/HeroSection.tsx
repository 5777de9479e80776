import type { ResolvedSection } from '../content/resolve';
import { Hero } from '../templates/Hero';

export function HeroSection({ section }: { section: Extract<ResolvedSection, { type: 'hero' }> }) {
  const { search, ...hero } = section;
  return <Hero {...hero}>{search && null}</Hero>;
}
