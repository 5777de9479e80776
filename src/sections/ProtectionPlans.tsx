import type { ResolvedSection } from '../content/resolve';
import { SectionFrame } from '../templates/SectionFrame';
import { Grid } from '../ui/layout';
import { PlanCard } from '../ui/PlanCard';

export function ProtectionPlans({ section }: { section: Extract<ResolvedSection, { type: 'protectionPlans' }> }) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={260}>
        {section.items.map((item) => (
          <PlanCard
            key={item.name}
            name={item.name}
            price={item.price}
            period={item.period}
            popular={item.popular}
            description={item.description}
            features={item.features}
            cta={item.cta}
          />
        ))}
      </Grid>
    </SectionFrame>
  );
}
