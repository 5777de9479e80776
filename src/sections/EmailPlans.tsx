import styled from 'styled-components';
import type { ResolvedSection } from '../content/resolve';
import { SectionFrame } from '../templates/SectionFrame';
import { Icon } from '../ui/Icon';
import { Grid } from '../ui/layout';
import { PlanCard } from '../ui/PlanCard';

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 12px 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  border-block: 1px solid var(--border);
  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-weight: 700;
  }
`;

export function EmailPlans({ section }: { section: Extract<ResolvedSection, { type: 'emailPlans' }> }) {
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
            features={item.features}
            cta={item.cta}
          >
            <Facts>
              <li>
                <Icon name="hard-drive" size={16} />
                {section.labels.storage} {item.storage}
              </li>
              <li>
                <Icon name="users" size={16} />
                {section.labels.accounts} {item.accounts}
              </li>
            </Facts>
          </PlanCard>
        ))}
      </Grid>
    </SectionFrame>
  );
}
