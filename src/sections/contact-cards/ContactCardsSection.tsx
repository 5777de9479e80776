import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Card } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Grid } from '../../ui/layout.ts';
import { TextLink } from '../../ui/TextLink.tsx';

const ContactCard = styled(Card)`
  align-items: center;
  text-align: center;
`;
const Value = styled(TextLink)`
  margin-top: auto;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
  color: var(--accent-strong);
  overflow-wrap: anywhere;
`;

export default function ContactCardsSection({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={240} $count={section.items.length}>
        {section.items.map((item) => (
          <ContactCard as="div" key={item.title}>
            {item.icon && <Icon name={item.icon} />}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            <Value href={item.href}>{item.value}</Value>
          </ContactCard>
        ))}
      </Grid>
    </SectionFrame>
  );
}
