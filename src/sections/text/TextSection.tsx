import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { CheckList } from '../../ui/Card.tsx';

const Prose = styled.div`
  max-width: 760px;
  margin: 0 auto;
  font-size: 1.05rem;
  p:last-child {
    margin-bottom: 0;
  }
  ul {
    margin-top: 24px;
  }
`;

export default function TextSection({ section }: SectionProps<typeof definition>) {
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <Prose>
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {section.points.length > 0 && (
          <CheckList>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </CheckList>
        )}
      </Prose>
    </SectionFrame>
  );
}
