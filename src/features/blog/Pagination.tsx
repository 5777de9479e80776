import { Link } from '../../ui/Link.tsx';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  margin-top: 40px;
  padding-top: 24px;
  border-top: 1px solid var(--border);
  p {
    margin: 0;
    color: var(--muted);
  }
  a {
    font-weight: 700;
    color: var(--accent-strong);
  }
  /* Older posts stay on the right when there are no newer ones to its left. */
  a[rel='next'] {
    margin-left: auto;
  }
`;

interface PageLink {
  href: string;
  label: string;
}

interface Props {
  /** What the links are for, as screen readers announce the navigation */
  label: string;
  /** Where the visitor is, e.g. "Page 2 of 5" */
  status: string;
  newer?: PageLink;
  older?: PageLink;
}

/** Links to the pages before and after this one of a list of posts: plain links, so they work without a script. */
export function Pagination({ label, status, newer, older }: Props) {
  return (
    <Nav aria-label={label}>
      {newer && (
        <Link to={newer.href} rel="prev">
          <span aria-hidden="true">← </span>
          {newer.label}
        </Link>
      )}
      <p>{status}</p>
      {older && (
        <Link to={older.href} rel="next">
          {older.label}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </Nav>
  );
}
