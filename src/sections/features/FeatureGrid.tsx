import type { FeatureCard } from './feature-card.ts';
import { Card } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { CompactGrid } from '../../ui/CompactGrid.tsx';
import { SectionFrame } from '../../ui/SectionFrame.tsx';

export function FeatureGrid({
  title,
  subtitle,
  items,
  compact = false,
}: {
  title?: string | undefined;
  subtitle?: string | undefined;
  items: FeatureCard[];
  compact?: boolean;
}) {
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      <CompactGrid $min={240} $count={items.length} compact={compact} label={title ?? ''}>
        {items.map((item) => (
          <Card key={item.title}>
            {item.icon && <Icon name={item.icon} />}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Card>
        ))}
      </CompactGrid>
    </SectionFrame>
  );
}
