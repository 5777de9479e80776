import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Container } from '../ui/layout';
import { Logo } from './Logo';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  background: color-mix(in srgb, var(--bg) 92%, transparent);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid var(--border);
`;
const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: 24px;
  min-height: 68px;
`;
const Nav = styled.nav`
  margin-left: auto;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 18px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: var(--text);
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: var(--accent-strong);
  }
`;

export function Header() {
  const { nav } = site;
  return (
    <Bar>
      <Inner>
        <Link to="/" aria-label={`${site.name} home`}>
          <Logo />
        </Link>
        <Nav aria-label="Main">
          <ul>
            <li>
              <NavLink to={nav.hosting.href}>{nav.hosting.label}</NavLink>
            </li>
            {nav.links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </Nav>
      </Inner>
    </Bar>
  );
}
