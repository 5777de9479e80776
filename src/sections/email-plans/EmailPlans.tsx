import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { Icon } from '../../ui/Icon.tsx';
import { PlanGrid } from '../plans/PlanGrid.tsx';

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

export default function EmailPlans({ section }: SectionProps<typeof definition>) {
  return (
    <PlanGrid
      section={section}
      facts={(item) => (
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
      )}
    />
  );
}
