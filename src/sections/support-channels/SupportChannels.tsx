import styled from 'styled-components';
import type { SectionProps } from '../define';
import type definition from './definition';
import { SectionFrame } from '../../ui/SectionFrame';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Icon } from '../../ui/Icon';
import { Grid } from '../../ui/layout';

const Push = styled.div`
  margin-top: auto;
  padding-top: 8px;
`;

export default function SupportChannels({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={280}>
        {section.items.map((item) => (
          <Card key={item.title}>
            {item.icon && <Icon name={item.icon} />}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            <Push>
              <Button href={item.cta.href} variant="secondary">
                {item.cta.label}
              </Button>
            </Push>
          </Card>
        ))}
      </Grid>
    </SectionFrame>
  );
}
