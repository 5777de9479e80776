import type { ReactNode } from 'react';
import { Grid } from '../../ui/layout.ts';
import { PlanCard, type PlanItem } from '../../ui/PlanCard.tsx';
import { SectionFrame } from '../../ui/SectionFrame.tsx';

interface Props<T extends PlanItem> {
  section: { title: string; subtitle?: string | undefined; items: T[] };
  /** Facts of one plan shown between its price and its features */
  facts?: (item: T) => ReactNode;
}

/** A section of priced plan cards under a heading. */
export function PlanGrid<T extends PlanItem>({ section, facts }: Props<T>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={260} $count={section.items.length}>
        {section.items.map((item) => (
          <PlanCard key={item.name} {...item}>
            {facts?.(item)}
          </PlanCard>
        ))}
      </Grid>
    </SectionFrame>
  );
}
