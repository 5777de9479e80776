import { useId } from 'react';
import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Button } from '../../ui/Button.tsx';
import { Badge, Card, CheckList } from '../../ui/Card.tsx';

type Job = SectionProps<typeof definition>['section']['jobs'][number];

const List = styled.div`
  display: grid;
  gap: 24px;
  max-width: 920px;
  margin: 0 auto;
`;
const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
const NoOpenings = styled.p`
  max-width: 920px;
  margin: 0 auto;
  text-align: center;
`;
const Resume = styled(Card)`
  margin: 40px auto 0;
  max-width: 920px;
  align-items: center;
  text-align: center;
  background: var(--surface-raised);
`;

function JobCard({ job }: { job: Job }) {
  const titleId = useId();
  const tags = [job.employmentLabel, job.locationLabel, job.salaryLabel, job.department].filter((t): t is string =>
    Boolean(t),
  );
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>{job.title}</h3>
      <Tags>
        {tags.map((tag) => (
          <li key={tag}>
            <Badge>{tag}</Badge>
          </li>
        ))}
      </Tags>
      <p>{job.description}</p>
      <CheckList>
        {job.requirements.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </CheckList>
      <div>
        <Button href={job.apply.href}>
          {job.apply.label}
          <span className="visually-hidden">: {job.title}</span>
        </Button>
      </div>
    </Card>
  );
}

export default function JobsSection({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      {section.jobs.length > 0 ? (
        <List>
          {section.jobs.map((job) => (
            <JobCard key={job.title} job={job} />
          ))}
        </List>
      ) : (
        <NoOpenings>{section.noOpenings}</NoOpenings>
      )}
      <Resume as="div">
        <h3>{section.resume.title}</h3>
        <p>{section.resume.text}</p>
        <Button href={section.resume.cta.href} variant="secondary">
          {section.resume.cta.label}
        </Button>
      </Resume>
    </SectionFrame>
  );
}
