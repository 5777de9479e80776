import { Link } from '../../ui/Link.tsx';
import styled from 'styled-components';
import { linkCard } from './link-card.ts';
import type { KbArticleLink } from './views.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
`;
const Item = styled.li`
  ${linkCard}
  padding: 20px 22px;
  border-radius: 14px;
  transition: border-color 0.2s;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

/** A category's articles, each a card with its title (a link) and summary. */
export function ArticleList({ articles }: { articles: KbArticleLink[] }) {
  return (
    <List>
      {articles.map((a) => (
        <Item key={a.slug}>
          <h2>
            <Link to={a.href}>{a.title}</Link>
          </h2>
          <p>{a.description}</p>
        </Item>
      ))}
    </List>
  );
}
