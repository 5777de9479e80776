import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Card } from '../../ui/Card.tsx';
import { initialsOf } from '../../ui/initials.ts';
import { Grid } from '../../ui/layout.ts';
import { Picture } from '../../ui/Picture.tsx';
import { media } from '../../ui/theme.ts';
import { personAnchor } from './people.ts';

/** On a phone, a denser card: a smaller portrait beside the name and role, the bio under them. */
const Member = styled(Card)`
  align-items: center;
  text-align: center;
  ${media.narrow} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: 16px;
    row-gap: 2px;
    padding: 20px;
    text-align: start;
    > :first-child {
      grid-row: 1 / span 2;
    }
    > h3 {
      grid-column: 2;
      align-self: end;
    }
    > h3 + p {
      grid-column: 2;
      align-self: start;
    }
    > h3 + p + p {
      grid-column: 1 / -1;
      margin-top: 10px;
    }
  }
`;
const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  background: var(--accent);
  color: var(--on-accent);
  font-size: 1.6rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  ${media.narrow} {
    width: 64px;
    height: 64px;
    font-size: 1.25rem;
  }
`;
const Photo = styled(Picture)`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  border: 3px solid var(--border);
  ${media.narrow} {
    width: 72px;
    height: 72px;
  }
`;
const Role = styled.p`
  && {
    color: var(--accent-strong);
    font-weight: 700;
  }
`;

export default function TeamSection({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Grid $min={260} $count={section.members.length}>
        {section.members.map((member) => (
          <Member key={member.name} id={personAnchor(member.name)}>
            {member.photo ? (
              <Photo image={member.photo} sizes="112px" />
            ) : (
              <Avatar aria-hidden="true">{member.initials ?? initialsOf(member.name)}</Avatar>
            )}
            <h3>{member.name}</h3>
            <Role>{member.role}</Role>
            {member.bio && <p>{member.bio}</p>}
          </Member>
        ))}
      </Grid>
    </SectionFrame>
  );
}
