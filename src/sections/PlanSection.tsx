import type { ReactNode } from 'react';
import { SectionFrame } from '../templates/SectionFrame';
import { Grid } from '../ui/layout';
import { PlanCard, type PlanItem } from '../ui/PlanCard';

interface Props<T extends PlanItem> {
  section: { title: string; subtitle?: string | undefined; items: T[] };
  /** Facts of one plan shown between its price and its features */
  facts?: (item: T) => ReactNode;
}

/** A section of priced plan cards: SSL certificates and protection plans as they are, email plans with facts. */
export function PlanSection<T extends PlanItem>({ section, facts }: Props<T>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={260}>
        {section.items.map((item) => (
          <PlanCard key={item.name} {...item}>
            {facts?.(item)}
          </PlanCard>
        ))}
      </Grid>
    </SectionFrame>
  );
}
