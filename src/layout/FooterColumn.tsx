import { Link } from '../ui/Link.tsx';
import styled from 'styled-components';
import { media } from '../ui/theme.ts';

// On a phone (below 768 px) a column of links is a native disclosure, a row with its title that opens the list:
// it opens before any script runs, by keyboard, and find-in-page reaches what it holds. From the tablet width up it
// is the column it always was: its heading shows, the summary goes and the list shows, closed or not
// (::details-content; a browser without it keeps the disclosure at every width, which still reaches every link).
const Nav = styled.nav`
  > h2 {
    display: none;
  }
  ${media.md} {
    @supports selector(::details-content) {
      > h2 {
        display: block;
      }
    }
  }
`;
const Fold = styled.details`
  border-top: 1px solid var(--border);
  nav:last-of-type > & {
    border-bottom: 1px solid var(--border);
  }
  > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    min-height: 48px;
    padding: 10px 0;
    list-style: none;
    cursor: pointer;
    font-weight: 700;
    color: var(--text);
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  /* A mark for the eye only: the slash gives it no text for a screen reader (older browsers skip that line). */
  > summary::after {
    content: '+';
    content: '+' / '';
    color: var(--accent-strong);
    font-size: 1.2rem;
    line-height: 1;
  }
  &[open] > summary::after {
    content: '−';
    content: '−' / '';
  }
  &[open] > ul {
    padding: 2px 0 18px;
  }
  ${media.md} {
    border: 0;
    nav:last-of-type > & {
      border: 0;
    }
    &[open] > ul {
      padding: 0;
    }
    @supports selector(::details-content) {
      > summary {
        display: none;
      }
      &::details-content {
        content-visibility: visible;
      }
    }
  }
`;

export interface FooterLinks {
  title: string;
  links: { href: string; label: string }[];
}

export function LinkList({ links }: Pick<FooterLinks, 'links'>) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A titled column of the footer's links, folded behind its title on a phone. */
export function FooterColumn({ title, links }: FooterLinks) {
  return (
    <Nav aria-label={title}>
      <h2>{title}</h2>
      <Fold>
        <summary>{title}</summary>
        <LinkList links={links} />
      </Fold>
    </Nav>
  );
}
