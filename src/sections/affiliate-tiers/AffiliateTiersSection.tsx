import { useId } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Badge, Card, CheckList } from '../../ui/Card.tsx';
import { formatPercent } from '../../ui/intl.ts';
import { Grid } from '../../ui/layout.ts';

type Tier = SectionProps<typeof definition>['section']['items'][number];

const Tiers = styled(Grid)`
  max-width: 960px;
  margin: 0 auto;
`;
const TierCard = styled(Card)`
  align-items: center;
  text-align: center;
`;
const Rate = styled.p`
  && {
    font-size: clamp(2.5rem, 6vw, 3.25rem);
    font-weight: 800;
    line-height: 1.1;
    color: var(--accent-strong);
  }
`;
const Notes = styled(CheckList)`
  max-width: 720px;
  margin: 40px auto 0;
`;

function TierItem({ tier }: { tier: Tier }) {
  const nameId = useId();
  return (
    <TierCard $highlight={tier.popular} aria-labelledby={nameId}>
      {tier.popular && <Badge>{site.ui.mostPopular}</Badge>}
      <h3 id={nameId}>{tier.name}</h3>
      <Rate>{formatPercent(tier.rate)}</Rate>
      <p>{tier.requirement}</p>
    </TierCard>
  );
}

export default function AffiliateTiersSection({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Tiers $min={220}>
        {section.items.map((tier) => (
          <TierItem key={tier.name} tier={tier} />
        ))}
      </Tiers>
      {section.notes.length > 0 && (
        <Notes>
          {section.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Notes>
      )}
    </SectionFrame>
  );
}
