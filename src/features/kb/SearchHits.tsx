import { Link } from '../../ui/Link.tsx';
import styled from 'styled-components';
import { Excerpt } from './Excerpt.tsx';
import { linkCard } from './link-card.ts';
import type { KbHit } from './pagefind.ts';

const Status = styled.p`
  max-width: 640px;
  margin: 12px auto 0;
  color: var(--muted);
  text-align: center;
  &:empty {
    margin: 0;
  }
`;
const List = styled.ol`
  list-style: none;
  max-width: 640px;
  margin: 12px auto 0;
  padding: 0;
  display: grid;
  gap: 10px;
  text-align: left;
`;
const Hit = styled.li`
  ${linkCard}
  padding: 16px 18px;
  border-radius: 12px;
  box-shadow: var(--shadow);
  a {
    font-weight: 700;
    font-size: 1.05rem;
  }
  p {
    font-size: 0.95rem;
  }
  mark {
    background: color-mix(in srgb, var(--accent) 28%, transparent);
    color: var(--text);
    border-radius: 3px;
    padding: 0 2px;
  }
`;
const Category = styled.span`
  display: block;
  margin-bottom: 4px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--accent-strong);
`;

/** What a search says (a live region, so screen readers hear it) and the articles it found. */
export function SearchHits({ status, hits, label }: { status: string; hits: KbHit[]; label: string }) {
  return (
    <>
      <Status role="status">{status}</Status>
      {hits.length > 0 && (
        <List aria-label={label}>
          {hits.map((hit) => (
            <Hit key={hit.id}>
              {hit.category && <Category>{hit.category}</Category>}
              <Link to={hit.href}>{hit.title}</Link>
              <p>
                <Excerpt html={hit.excerpt} />
              </p>
            </Hit>
          ))}
        </List>
      )}
    </>
  );
}
