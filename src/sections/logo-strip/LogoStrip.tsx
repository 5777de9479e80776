import styled from 'styled-components';
import type { SectionProps } from '../define';
import type definition from './definition';
import { Container } from '../../ui/layout';

const Strip = styled.section`
  padding: 32px 0;
  border-block: 1px solid var(--border);
  text-align: center;
  h2 {
    font-size: 0.9rem;
    text-transform: uppercase;
    letter-spacing: 0.12em;
    color: var(--muted);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 16px 40px;
  }
  li {
    font-size: 1.2rem;
    font-weight: 800;
    color: var(--muted);
    opacity: 0.85;
  }
`;

export default function LogoStrip({ section }: SectionProps<typeof definition>) {
  return (
    <Strip>
      <Container>
        <h2>{section.title}</h2>
        <ul>
          {section.logos.map((logo) => (
            <li key={logo}>{logo}</li>
          ))}
        </ul>
      </Container>
    </Strip>
  );
}
