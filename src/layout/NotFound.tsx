import { Link } from '../ui/Link.tsx';
import styled from 'styled-components';
import type { NotFoundView } from '../assembly/kb-view.ts';
import { KbSearch } from '../features/kb/KbSearch.tsx';
import { Callout } from '../ui/Callout.tsx';
import { Hero } from '../ui/Hero.tsx';
import { Container, Grid } from '../ui/layout.ts';

const WaysOn = styled.div`
  display: grid;
  gap: 40px;
  max-width: 880px;
  margin: 0 auto;
  padding: 8px 0 72px;
  h2 {
    font-size: 1.25rem;
    text-align: center;
    margin: 0 0 16px;
  }
`;
// Even rows at every width (six links as 3×2 or 2×3, never 4 + 2): Grid's columns for their count.
const Sections = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;
  gap: 12px;
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    min-height: 52px;
    padding: 12px 18px;
    background: var(--surface);
    border: 1px solid var(--border);
    border-radius: 12px;
    color: var(--text);
    font-weight: 600;
    text-decoration: none;
    transition: border-color 0.2s;
  }
  a::after {
    content: '→';
    color: var(--accent-strong);
  }
  a:hover {
    border-color: var(--accent);
    color: var(--accent-strong);
  }
`;

/**
 * The page any unknown address shows (status 404): what happened and a way back home, then ways on: the help
 * center's search, the main sections of the site and the contact page.
 */
export function NotFound({ view }: { view: NotFoundView }) {
  const { words, search } = view;
  return (
    <>
      <Hero title={words.title} subtitle={words.text} cta={words.cta} />
      <Container>
        <WaysOn>
          <section aria-labelledby="not-found-search">
            <h2 id="not-found-search">{words.search}</h2>
            <KbSearch words={search} />
          </section>
          <nav aria-labelledby="not-found-sections">
            <h2 id="not-found-sections">{words.sectionsTitle}</h2>
            <Sections as="ul" $min={180} $count={words.sections.length}>
              {words.sections.map((s) => (
                <li key={s.href}>
                  <Link to={s.href}>{s.label}</Link>
                </li>
              ))}
            </Sections>
          </nav>
          <Callout {...words.contact} />
        </WaysOn>
      </Container>
    </>
  );
}
