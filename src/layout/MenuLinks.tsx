import { useId } from 'react';
import { Link } from '../ui/Link.tsx';
import styled from 'styled-components';
import type { MenuLink } from '../assembly/resolve.ts';
import { Icon } from '../ui/Icon.tsx';
import { KeptHtml } from '../ui/KeptHtml.tsx';

const ICON_SIZE = 18;

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

// Every entry of a group that has icons keeps a slot of one size, so titles line up even beside a missing icon
// and a long description cannot squeeze the tile.
const IconSlot = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: ${ICON_SIZE + 24}px;
  height: ${ICON_SIZE + 24}px;
`;

/**
 * A titled group of menu links with optional icon and description: mega-menu columns and sign-in groups. Their
 * links are the same on every page, so the page a visitor arrived on keeps them as its server HTML (`keep` names
 * the group on the page): the menus hold most of the header's elements, which then cost nothing to hydrate.
 */
export function MenuLinks({ keep, title, links }: { keep: string; title: string; links: MenuLink[] }) {
  return (
    <KeptHtml id={keep}>
      <Links title={title} links={links} />
    </KeptHtml>
  );
}

function Links({ title, links }: { title: string; links: MenuLink[] }) {
  const id = useId();
  const withIcons = links.some((link) => link.icon);
  return (
    <Group>
      <p className="group-title" id={id}>
        {title}
      </p>
      <ul aria-labelledby={id}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>
              {withIcons && <IconSlot>{link.icon && <Icon name={link.icon} size={ICON_SIZE} />}</IconSlot>}
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
