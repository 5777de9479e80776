import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { Illustration } from '../../ui/Illustration.tsx';
import { Container } from '../../ui/layout.ts';

const Strip = styled.section`
  padding: 32px 0;
  border-block: 1px solid var(--border);
  text-align: center;
  h2 {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.12em;
    color: var(--muted);
    margin-bottom: 20px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: center;
    gap: 20px 24px;
  }
  @media (min-width: 992px) {
    ul {
      grid-template-columns: repeat(6, minmax(0, 1fr));
    }
  }
  li {
    display: flex;
    justify-content: center;
  }
`;
const Mark = styled(Illustration)`
  width: 100%;
  max-width: 150px;
  opacity: 0.9;
`;

export default function LogoStrip({ section }: SectionProps<typeof definition>) {
  return (
    <Strip>
      <Container>
        <h2>{section.title}</h2>
        <ul>
          {section.logos.map((logo) => (
            <li key={logo.alt}>
              <Mark art={logo} />
            </li>
          ))}
        </ul>
      </Container>
    </Strip>
  );
}
