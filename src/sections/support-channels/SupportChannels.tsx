import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardFooter } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Grid } from '../../ui/layout.ts';

export default function SupportChannels({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={280} $count={section.items.length}>
        {section.items.map((item) => (
          <Card key={item.title}>
            {item.icon && <Icon name={item.icon} />}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            <CardFooter>
              <Button href={item.cta.href} variant="secondary">
                {item.cta.label}
              </Button>
            </CardFooter>
          </Card>
        ))}
      </Grid>
    </SectionFrame>
  );
}
