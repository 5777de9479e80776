import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { KbArticleLink } from '../../content/kb-view';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
`;
const Item = styled.li`
  position: relative;
  padding: 20px 22px;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 14px;
  transition: border-color 0.2s;
  &:hover,
  &:focus-within {
    border-color: var(--accent);
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  a {
    color: var(--text);
    text-decoration: none;
  }
  /* The whole card takes the click of its link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:hover {
    color: var(--accent-strong);
  }
  p {
    margin: 6px 0 0;
    color: var(--muted);
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
