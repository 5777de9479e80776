import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuLink } from '../content/resolve';
import { Icon } from '../ui/Icon';

const Group = styled.div`
  min-width: 0;
  .group-title {
    font-weight: 700;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.1em;
    color: var(--muted);
    margin-bottom: 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  a {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    padding: 8px;
    border-radius: 10px;
    color: var(--text);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: var(--surface-raised);
  }
  strong {
    display: block;
    font-weight: 700;
  }
  small {
    display: block;
    color: var(--muted);
    font-size: 0.85rem;
  }
`;

/** A titled group of menu links with optional icon and description: mega-menu columns and sign-in groups. */
export function MenuLinks({ title, links }: { title: string; links: MenuLink[] }) {
  const id = useId();
  return (
    <Group>
      <p className="group-title" id={id}>
        {title}
      </p>
      <ul aria-labelledby={id}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>
              {link.icon && <Icon name={link.icon} size={18} />}
              <span>
                <strong>{link.label}</strong>
                {link.description && <small>{link.description}</small>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Group>
  );
}
