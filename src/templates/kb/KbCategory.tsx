import type { KbView } from '../../assembly/kb-view.ts';
import { KB } from '../../vocabulary/paths.ts';
import { ArticleList } from '../../features/kb/ArticleList.tsx';
import { Breadcrumb } from '../../features/kb/Breadcrumb.tsx';
import { KbBand, KbColumns, KbFoot, SideNav } from '../../features/kb/KbBand.tsx';
import { KbSearch } from '../../features/kb/KbSearch.tsx';
import { Callout } from '../../ui/Callout.tsx';
import { Container } from '../../ui/layout.ts';

/** A category's page (/kb/category/<slug>, and its aliases such as /guides): its articles, the other categories. */
export function KbCategory({ view }: { view: Extract<KbView, { kind: 'category' }> }) {
  const { words, category, categories } = view;
  return (
    <>
      <KbBand>
        <Container>
          <Breadcrumb label={words.breadcrumb} links={[{ label: words.home, href: KB }]} here={category.name} />
          <h1>{category.name}</h1>
          <p>{category.description}</p>
          <KbSearch words={words.search} />
        </Container>
      </KbBand>
      <Container>
        <KbColumns>
          <ArticleList articles={category.articles} />
          <SideNav
            title={words.categoriesTitle}
            links={categories.map((c) => ({ slug: c.slug, href: c.href, label: c.name }))}
            current={category.slug}
          />
        </KbColumns>
        <KbFoot>
          <Callout {...words.contact} />
        </KbFoot>
      </Container>
    </>
  );
}
