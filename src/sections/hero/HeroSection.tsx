import { preload } from 'react-dom';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { DomainSearchForm } from '../../features/domain-search/DomainSearchForm.tsx';
import { FromPrice } from '../../ui/FromPrice.tsx';
import { Hero } from '../../ui/Hero.tsx';
import { Illustration } from '../../ui/Illustration.tsx';

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
