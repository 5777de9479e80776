import styled from 'styled-components';
import type { Loaded } from '../../content/bodies.ts';
import type { KbView } from '../../assembly/kb-view.ts';
import { KB } from '../../vocabulary/paths.ts';
import { fill } from '../../vocabulary/phrases.ts';
import { Breadcrumb } from '../../features/kb/Breadcrumb.tsx';
import { KbBand, KbColumns, KbFoot, SideNav } from '../../features/kb/KbBand.tsx';
import { KbSearch } from '../../features/kb/KbSearch.tsx';
import { MdxBody } from '../../mdx/MdxBody.tsx';
import { Callout } from '../../ui/Callout.tsx';
import { Badge } from '../../ui/Card.tsx';
import { formatDate } from '../../ui/intl.ts';
import { Container } from '../../ui/layout.ts';

const Band = styled(KbBand)`
  padding-bottom: 24px;
`;
const Article = styled.article`
  min-width: 0;
  padding: clamp(20px, 4vw, 40px);
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 16px;
  header {
    max-width: 760px;
    margin: 0 auto 28px;
    padding-bottom: 20px;
    border-bottom: 1px solid var(--border);
  }
  h1 {
    font-size: clamp(1.7rem, 4vw, 2.4rem);
    margin: 12px 0;
    text-wrap: balance;
  }
  header p {
    margin: 0;
    color: var(--muted);
  }
`;

/** A help center article (/kb/<slug>): its MDX body, the other articles of its category (if any) beside it. */
export function KbArticle({ view }: { view: Loaded<Extract<KbView, { kind: 'article' }>> }) {
  const { words, article, category, body } = view;
  // "More in …" lists the category's other articles: beside the only one, it would list just the page itself.
  const others = category.articles.filter((a) => a.slug !== article.slug);
  return (
    <>
      <Band>
        <Container>
          <Breadcrumb
            label={words.breadcrumb}
            links={[
              { label: words.home, href: KB },
              { label: category.name, href: category.href },
            ]}
          />
          <KbSearch words={words.search} />
        </Container>
      </Band>
      <Container>
        <KbColumns>
          {/* Only the article is indexed for the search (scripts/pagefind-index.ts), its title and category named. */}
          <Article data-pagefind-body="">
            <header>
              {/* Not indexed text, only the category's name (data-pagefind-ignore keeps metadata): excerpts began
                  with it, glued to the article's first words. */}
              <Badge data-pagefind-meta="category" data-pagefind-ignore="">
                {category.name}
              </Badge>
              <h1 data-pagefind-meta="title">{article.title}</h1>
              <p data-pagefind-ignore="">
                <time dateTime={article.updated}>{fill(words.updated, { date: formatDate(article.updated) })}</time>
              </p>
            </header>
            <MdxBody body={body} />
          </Article>
          {others.length > 0 && (
            <SideNav
              title={fill(words.inCategory, { category: category.name })}
              links={others.map((a) => ({ slug: a.slug, href: a.href, label: a.title }))}
              current={article.slug}
            />
          )}
        </KbColumns>
        <KbFoot>
          <Callout {...words.contact} />
        </KbFoot>
      </Container>
    </>
  );
}
