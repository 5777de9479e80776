import type { SectionProps } from '../define';
import type definition from './definition';
import { copy } from '../../content/copy';
import { DomainSearchForm } from '../../features/domain-search/DomainSearchForm';
import { FromPrice } from '../../ui/FromPrice';
import { Hero } from '../../ui/Hero';

export default function HeroSection({ section }: SectionProps<typeof definition>) {
  const { search, ...hero } = section;
  const from = 'startingPrice' in hero ? hero.startingPrice : undefined;
  return (
    <Hero {...hero}>
      {search && <DomainSearchForm copy={search} />}
      {from && <FromPrice cents={from.price} period={from.period} words={copy.fromPrice} free={copy.freePlan} />}
    </Hero>
  );
}
