import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Button } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { HEADER_HEIGHT, media } from '../ui/theme';
import { useSession } from '../features/auth/session';
import { SignedInUser } from '../features/auth/SignedInUser';
import { MenuLinks } from './MenuLinks';
import { Glyph } from '../ui/Glyph';

const Toggle = styled(IconButton)`
  display: none;
  ${media.mobile} {
    display: inline-grid;
  }
`;
const Panel = styled.nav`
  position: fixed;
  inset: ${HEADER_HEIGHT}px 0 0;
  overflow-y: auto;
  padding: 16px 20px 40px;
  background: var(--bg);
  border-top: 1px solid var(--border);
  > ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  > ul > li > a,
  button {
    display: flex;
    justify-content: space-between;
    align-items: center;
    width: 100%;
    min-height: 48px;
    padding: 0 8px;
    border: 0;
    background: none;
    color: var(--text);
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    cursor: pointer;
  }
  button[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${media.desktop} {
    display: none;
  }
`;
// Phones narrower than the sm breakpoint have no room for the call to action in the bar: it ends the menu.
const Cta = styled.div`
  margin-top: 20px;
  display: grid;
  ${media.sm} {
    display: none;
  }
`;
const Sub = styled.div`
  display: grid;
  gap: 16px;
  padding: 8px 0 16px 8px;
`;

type Section = 'hosting' | 'signIn' | null;

/** The menu for widths of 991 px and less: a panel with Hosting and Sign In dropdowns. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { nav } = site;
  const panelId = useId();
  const [expanded, setExpanded] = useState<Section>(null);
  const user = useSession();
  const toggle = (section: Exclude<Section, null>) => setExpanded(expanded === section ? null : section);
  return (
    <>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? nav.menu.close : nav.menu.open}
        onClick={() => {
          setExpanded(null);
          onOpenChange(!open);
        }}
      >
        {open ? <Glyph name="x" /> : <Glyph name="menu" />}
      </Toggle>
      <Panel id={panelId} aria-label="Mobile" hidden={!open}>
        <ul>
          <li>
            <button type="button" aria-expanded={expanded === 'hosting'} onClick={() => toggle('hosting')}>
              {nav.hosting.label} <Glyph name="chevron-down" size={18} />
            </button>
            {expanded === 'hosting' && (
              <Sub>
                <NavLink to={nav.hosting.href}>{nav.hosting.overviewLabel}</NavLink>
                {nav.hosting.groups.map((group) => (
                  <MenuLinks key={group.id} title={group.title} links={group.links} />
                ))}
              </Sub>
            )}
          </li>
          {nav.links.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href}>{link.label}</NavLink>
            </li>
          ))}
          {user ? (
            <li>
              <SignedInUser user={user} />
            </li>
          ) : (
            <li>
              <button type="button" aria-expanded={expanded === 'signIn'} onClick={() => toggle('signIn')}>
                {nav.signIn.label} <Glyph name="chevron-down" size={18} />
              </button>
              {expanded === 'signIn' && (
                <Sub>
                  {nav.signIn.groups.map((group) => (
                    <MenuLinks key={group.title} title={group.title} links={group.links} />
                  ))}
                </Sub>
              )}
            </li>
          )}
        </ul>
        {!user && (
          <Cta>
            <Button href={nav.cta.href}>{nav.cta.label}</Button>
          </Cta>
        )}
      </Panel>
    </>
  );
}
