import type { FeatureCard } from './feature-card';
import { Card } from '../../ui/Card';
import { Icon } from '../../ui/Icon';
import { balancedColumns, ColumnGrid } from '../../ui/layout';
import { SectionFrame } from '../../ui/SectionFrame';

export function FeatureGrid({
  title,
  subtitle,
  items,
}: {
  title?: string | undefined;
  subtitle?: string | undefined;
  items: FeatureCard[];
}) {
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      <ColumnGrid $columns={balancedColumns(items.length, 4)}>
        {items.map((item) => (
          <Card key={item.title}>
            {item.icon && <Icon name={item.icon} />}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Card>
        ))}
      </ColumnGrid>
    </SectionFrame>
  );
}
