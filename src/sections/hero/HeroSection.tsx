import { preload } from 'react-dom';
import type { SectionProps } from '../define';
import type definition from './definition';
import { DomainSearchForm } from '../../features/domain-search/DomainSearchForm';
import { FromPrice } from '../../ui/FromPrice';
import { Hero } from '../../ui/Hero';
import { Illustration } from '../../ui/Illustration';

export default function HeroSection({ section }: SectionProps<typeof definition>) {
  const { search, illustration, ...hero } = section;
  // The drawing is the page's largest paint, shown by a stylesheet the browser reads late (ui/Illustration.tsx):
  // React writes this hint into the prerendered head (entry-server.tsx), in the default (dark) theme.
  if (illustration) preload(illustration.dark, { as: 'image' });
  const from = 'fromPrice' in hero ? hero.fromPrice : undefined;
  return (
    <Hero {...hero} visual={illustration && <Illustration art={illustration} />}>
      {search && <DomainSearchForm copy={search} />}
      {from && <FromPrice cents={from.price} period={from.period} words={from.words} free={from.free} />}
    </Hero>
  );
}
