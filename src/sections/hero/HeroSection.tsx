import type { SectionProps } from '../define';
import type definition from './definition';
import { DomainSearchForm } from '../../features/domain-search/DomainSearchForm';
import { Hero } from '../../ui/Hero';

export default function HeroSection({ section }: SectionProps<typeof definition>) {
  const { search, ...hero } = section;
  return <Hero {...hero}>{search && <DomainSearchForm copy={search} />}</Hero>;
}
