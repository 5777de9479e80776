import type { KbView } from '../../assembly/kb-view';
import { KB } from '../../vocabulary/paths';
import { ArticleList } from '../../features/kb/ArticleList';
import { Breadcrumb } from '../../features/kb/Breadcrumb';
import { KbBand, KbColumns, KbFoot, SideNav } from '../../features/kb/KbBand';
import { KbSearch } from '../../features/kb/KbSearch';
import { Callout } from '../../ui/Callout';
import { Container } from '../../ui/layout';

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
