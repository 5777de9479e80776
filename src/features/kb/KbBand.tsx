import { Link } from '../../ui/Link.tsx';
import styled from 'styled-components';
import { media } from '../../ui/theme.ts';

/** The top of a help center page: its heading and the search, on the hero's glow. */
export const KbBand = styled.header`
  padding: 48px 0 40px;
  background: radial-gradient(ellipse at top, var(--surface-raised), transparent 70%);
  h1 {
    font-size: clamp(1.8rem, 4.5vw, 2.6rem);
    margin: 16px 0 8px;
    text-wrap: balance;
  }
  > div > p {
    margin: 0 0 24px;
    max-width: 720px;
    color: var(--muted);
    font-size: 1.1rem;
  }
  /* The search lines up with the heading, where the front page's hero centres it. */
  form,
  [role='status'],
  ol {
    margin-inline: 0;
    text-align: left;
  }
  nav ol {
    margin: 0;
  }
`;

/** The foot of a help center page: the way to a person. */
export const KbFoot = styled.div`
  padding-bottom: 72px;
`;

/** The page under the band: the main column and, from 992 px, a narrower one beside it. */
export const KbColumns = styled.div`
  display: grid;
  gap: 40px;
  padding: 16px 0 64px;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
  /* Nothing beside the main column: it takes the width. */
  ${media.desktop} {
    &:has(> :only-child) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

/** The list beside the main column: the categories, or the other articles of a category. */
const Nav = styled.nav`
  padding: 20px;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  a {
    display: block;
    padding: 8px 10px;
    border-radius: 8px;
    color: var(--text);
    text-decoration: none;
  }
  a:hover {
    background: var(--surface-raised);
  }
  a[aria-current='page'] {
    background: var(--surface-raised);
    color: var(--accent-strong);
    font-weight: 700;
  }
`;

/** The help center's list beside a page: its title, then a link each, the page's own marked as current. */
export function SideNav({
  title,
  links,
  current,
}: {
  title: string;
  links: { slug: string; href: string; label: string }[];
  current: string;
}) {
  return (
    <Nav aria-labelledby="kb-side">
      <h2 id="kb-side">{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.slug}>
            <Link to={l.href} aria-current={l.slug === current ? 'page' : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
