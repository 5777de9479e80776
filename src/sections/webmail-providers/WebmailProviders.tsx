import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardFooter } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Grid } from '../../ui/layout.ts';
import { NewTabLink } from '../../ui/NewTabLink.tsx';

// The brand colour only decorates the card edge, so no text has to meet contrast against it.
const Provider = styled(Card)<{ $accent: string }>`
  border-top: 6px solid ${(p) => p.$accent};
`;
const Help = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 40px;
`;

export default function WebmailProviders({ section }: SectionProps<typeof definition>) {
  const { help } = section;
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={240} $count={section.items.length}>
        {section.items.map((item) => (
          <Provider key={item.name} $accent={item.colour}>
            {item.icon && <Icon name={item.icon} />}
            <h3>{item.name}</h3>
            <p>{item.description}</p>
            <CardFooter>
              <NewTabLink href={item.url}>
                {section.openLabel}
                <span className="visually-hidden">: {item.name}</span>
              </NewTabLink>
            </CardFooter>
          </Provider>
        ))}
      </Grid>
      {help && (
        <Help>
          <Button href={help.href} variant="secondary">
            {help.label}
          </Button>
        </Help>
      )}
    </SectionFrame>
  );
}
