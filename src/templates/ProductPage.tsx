import type { ResolvedProduct } from '../content/resolve';
import { Button } from '../ui/Button';
import { Badge } from '../ui/Card';
import { ComparisonTable } from './ComparisonTable';
import { FaqAccordion } from './FaqAccordion';
import { FeatureGrid } from './FeatureGrid';
import { Hero } from './Hero';
import { PricingTable } from './PricingTable';
import { SectionFrame } from './SectionFrame';
import { SslChecker } from './SslChecker';
import styled from 'styled-components';

const Chips = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;
const Centered = styled.div`
  text-align: center;
`;

/** Every /hosting/<slug> page: one layout, driven only by the product's YAML. */
export default function ProductPage({ product }: { product: ResolvedProduct }) {
  const { hero, why, plans, featureKeys } = product;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} badges={hero.badges} cta={hero.cta} />
      {product.checker && <SslChecker {...product.checker} />}
      <FeatureGrid title={why.title} items={why.items} />
      <PricingTable title={product.plansTitle} plans={plans} featureKeys={featureKeys} billing={product.billing} />
      {product.technologies && (
        <SectionFrame title={product.technologies.title}>
          <Chips>
            {product.technologies.items.map((t) => (
              <li key={t}>
                <Badge>{t}</Badge>
              </li>
            ))}
          </Chips>
        </SectionFrame>
      )}
      <ComparisonTable
        title={product.comparisonTitle}
        columns={plans.map((p) => p.name)}
        rows={featureKeys.map(({ key, label }) => ({ label, values: plans.map((p) => p.features[key]) }))}
      />
      {product.trustBadges && <FeatureGrid items={product.trustBadges} />}
      {product.faq && <FaqAccordion title={product.faq.title} items={product.faq.items} />}
      {product.closingCta && (
        <SectionFrame title={product.closingCta.title} subtitle={product.closingCta.text}>
          <Centered>
            <Button href={product.closingCta.cta.href}>{product.closingCta.cta.label}</Button>
          </Centered>
        </SectionFrame>
      )}
    </>
  );
}
