import type { SectionProps } from '../define';
import type definition from './definition';
import { SectionFrame } from '../../ui/SectionFrame';
import { Button } from '../../ui/Button';
import { Card, CardFooter } from '../../ui/Card';
import { Icon } from '../../ui/Icon';
import { Grid } from '../../ui/layout';

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
