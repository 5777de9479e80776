import type { ComponentType } from 'react';
import type { ResolvedSection } from '../content/resolve';
import { AddressSection } from './AddressSection';
import { AffiliateTiersSection } from './AffiliateTiersSection';
import { BlogIndexSection } from './BlogIndexSection';
import { ComparisonSection } from './ComparisonSection';
import { ContactCardsSection } from './ContactCardsSection';
import { CtaSection } from './CtaSection';
import { DomainPricing } from './DomainPricing';
import { EmailPlans } from './EmailPlans';
import { ExtensionCards } from './ExtensionCards';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { FormSection } from './FormSection';
import { HeroSection } from './HeroSection';
import { JobsSection } from './JobsSection';
import { LegalSection } from './LegalSection';
import { LogoStrip } from './LogoStrip';
import { ProductCards } from './ProductCards';
import { ProtectionPlans } from './ProtectionPlans';
import { SslProducts } from './SslProducts';
import { StatsSection } from './StatsSection';
import { StepsSection } from './StepsSection';
import { SupportChannels } from './SupportChannels';
import { TeamSection } from './TeamSection';
import { TextSection } from './TextSection';
import { WebmailProviders } from './WebmailProviders';

type SectionOf<T extends ResolvedSection['type']> = Extract<ResolvedSection, { type: T }>;
/** Every section type has a component: a type added to the schema without one fails the type check. */
export type SectionRegistry = { [T in ResolvedSection['type']]: ComponentType<{ section: SectionOf<T> }> };

export const sections: SectionRegistry = {
  hero: HeroSection,
  logoStrip: LogoStrip,
  productCards: ProductCards,
  stats: StatsSection,
  text: TextSection,
  features: FeaturesSection,
  team: TeamSection,
  cta: CtaSection,
  extensionCards: ExtensionCards,
  domainPricing: DomainPricing,
  faq: FaqSection,
  sslProducts: SslProducts,
  protectionPlans: ProtectionPlans,
  emailPlans: EmailPlans,
  comparison: ComparisonSection,
  supportChannels: SupportChannels,
  webmailProviders: WebmailProviders,
  contactCards: ContactCardsSection,
  address: AddressSection,
  blogIndex: BlogIndexSection,
  jobs: JobsSection,
  affiliateTiers: AffiliateTiersSection,
  steps: StepsSection,
  legal: LegalSection,
  form: FormSection,
};
