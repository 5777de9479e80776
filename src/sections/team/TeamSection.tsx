import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Card } from '../../ui/Card.tsx';
import { initialsOf } from '../../ui/initials.ts';
import { Grid } from '../../ui/layout.ts';
import { Picture } from '../../ui/Picture.tsx';
import { personAnchor } from './people.ts';

const Member = styled(Card)`
  align-items: center;
  text-align: center;
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
`;
const Photo = styled(Picture)`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  border: 3px solid var(--border);
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
