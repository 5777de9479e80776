import styled from 'styled-components';
import type { KbView } from '../../assembly/kb-view.ts';
import { CategoryCard } from '../../features/kb/CategoryCard.tsx';
import { KbFoot } from '../../features/kb/KbBand.tsx';
import { KbSearch } from '../../features/kb/KbSearch.tsx';
import { Callout } from '../../ui/Callout.tsx';
import { Hero } from '../../ui/Hero.tsx';
import { Container, Grid, SectionHeading } from '../../ui/layout.ts';

const Categories = styled.section`
  padding: 24px 0 48px;
`;

/** /kb: the search, then every category with a link to each of its articles (all of it works without JavaScript). */
export function KbIndex({ view }: { view: Extract<KbView, { kind: 'index' }> }) {
  const { words, categories } = view;
  return (
    <>
      <Hero eyebrow={words.eyebrow} title={words.heading} subtitle={words.intro}>
        <KbSearch words={words.search} />
      </Hero>
      <Container>
        <Categories aria-labelledby="kb-categories">
          <SectionHeading>
            <h2 id="kb-categories">{words.categoriesTitle}</h2>
          </SectionHeading>
          <Grid $min={300} $count={categories.length}>
            {categories.map((c) => (
              <CategoryCard key={c.slug} category={c} countPhrase={words.articleCount} />
            ))}
          </Grid>
        </Categories>
        <KbFoot>
          <Callout {...words.contact} />
        </KbFoot>
      </Container>
    </>
  );
}
