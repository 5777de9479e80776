import type { ComponentType } from 'react';
import type { ResolvedSection } from '../content/resolve';
import { HeroSection } from './HeroSection';
import { LogoStrip } from './LogoStrip';
import { ProductCards } from './ProductCards';

type SectionOf<T extends ResolvedSection['type']> = Extract<ResolvedSection, { type: T }>;
export type SectionRegistry = { [T in ResolvedSection['type']]?: ComponentType<{ section: SectionOf<T> }> };

/** Section type -> the component that renders it. */
export const sections: SectionRegistry = {
  hero: HeroSection,
  logoStrip: LogoStrip,
  productCards: ProductCards,
};
