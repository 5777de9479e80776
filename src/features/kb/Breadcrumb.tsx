import { Link } from '../../ui/Link.tsx';
import styled from 'styled-components';

const Trail = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 0.95rem;
    color: var(--muted);
  }
  li + li::before {
    content: '›';
    margin-right: 8px;
    color: var(--muted);
  }
  a {
    color: var(--accent-strong);
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** Where a page sits in the help center: links up to it, then the page itself. */
export function Breadcrumb({
  label,
  links,
  here,
}: {
  label: string;
  links: { label: string; href: string }[];
  here?: string;
}) {
  return (
    <Trail aria-label={label}>
      <ol>
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href}>{l.label}</Link>
          </li>
        ))}
        {here && <li aria-current="page">{here}</li>}
      </ol>
    </Trail>
  );
}
