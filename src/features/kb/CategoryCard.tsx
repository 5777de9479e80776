import { Link } from '../../ui/Link.tsx';
import styled from 'styled-components';
import { Card } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { fill } from '../../vocabulary/phrases.ts';
import type { KbCategoryView } from './views.ts';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  h3 a {
    color: var(--text);
    text-decoration: none;
  }
  h3 a:hover {
    color: var(--accent-strong);
    text-decoration: underline;
  }
`;
const Articles = styled.ul`
  list-style: none;
  margin: 4px 0 0;
  padding: 12px 0 0;
  border-top: 1px solid var(--border);
  display: grid;
  gap: 8px;
  a {
    color: var(--accent-strong);
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    text-decoration: underline;
  }
`;
const Count = styled.p`
  && {
    margin-top: auto;
    font-size: 0.9rem;
  }
`;

/** A category on /kb: its name (a link to its page), what it covers and a link to each of its articles. */
export function CategoryCard({
  category,
  countPhrase,
}: {
  category: KbCategoryView;
  countPhrase: { one: string; other: string };
}) {
  const count = category.articles.length;
  return (
    <Card>
      <Head>
        <Icon name={category.icon} />
        <h3>
          <Link to={category.href}>{category.name}</Link>
        </h3>
      </Head>
      <p>{category.description}</p>
      <Articles>
        {category.articles.map((a) => (
          <li key={a.slug}>
            <Link to={a.href}>{a.title}</Link>
          </li>
        ))}
      </Articles>
      <Count>{fill(count === 1 ? countPhrase.one : countPhrase.other, { count })}</Count>
    </Card>
  );
}
