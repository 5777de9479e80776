import { memo, useCallback, useId, useRef, useState } from 'react';
import { NavLink } from '../ui/Link.tsx';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Button } from '../ui/Button.tsx';
import { IconButton } from '../ui/IconButton.ts';
import { HEADER_HEIGHT, media } from '../ui/theme.ts';
import { useSession } from '../features/auth/session.ts';
import { SignedInUser } from '../features/auth/SignedInUser.tsx';
import { MenuLinks } from './MenuLinks.tsx';
import { Glyph } from '../ui/Glyph.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { usePopover } from '../ui/usePopover.ts';

const Toggle = styled(IconButton)`
  display: none;
  ${media.mobile} {
    display: inline-grid;
  }
  /* Before the script runs, the open menu still shows its close icon */
  .when-open,
  &:has(+ :popover-open) .when-closed {
    display: none;
  }
  &:has(+ :popover-open) .when-open {
    display: contents;
  }
`;
// A popover: its button opens and closes it without JavaScript; once hydrated, the header follows its state.
const Panel = styled.nav`
  position: fixed;
  inset: ${HEADER_HEIGHT}px 0 0;
  width: auto;
  height: auto;
  margin: 0;
  border: 0;
  overflow-y: auto;
  padding: 16px 20px 40px;
  background: var(--bg);
  color: var(--text);
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

/**
 * The menu for widths of 991 px and less: a panel with Hosting and Sign In dropdowns. It renders again only when its
 * own props change, not when the header does for another menu.
 */
export const MobileMenu = memo(function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { nav } = site;
  const panelId = useId();
  const [expanded, setExpanded] = useState<Section>(null);
  const user = useSession();
  const hydrated = useHydrated();
  const panel = useRef<HTMLElement>(null);
  const toggle = (section: Exclude<Section, null>) => setExpanded(expanded === section ? null : section);
  const shows = (section: Exclude<Section, null>) => expanded === section || !hydrated;
  // The popover opens and closes itself (its button, Escape, a click outside); the header's state follows it, and
  // closes it when the header says so (on navigation). Opened, it shows its sections folded.
  const follow = useCallback(
    (opened: boolean) => {
      if (opened) setExpanded(null);
      onOpenChange(opened);
    },
    [onOpenChange],
  );
  usePopover(panel, open, follow);
  return (
    <>
      <Toggle
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? nav.menu.close : nav.menu.open}
      >
        <span className="when-closed">
          <Glyph name="menu" />
        </span>
        <span className="when-open">
          <Glyph name="x" />
        </span>
      </Toggle>
      <Panel ref={panel} id={panelId} aria-label="Mobile" popover="auto">
        <ul>
          <li>
            <button type="button" aria-expanded={shows('hosting')} onClick={() => toggle('hosting')}>
              {nav.hosting.label} <Glyph name="chevron-down" size={18} />
            </button>
            {shows('hosting') && (
              <Sub>
                <NavLink to={nav.hosting.href}>{nav.hosting.overviewLabel}</NavLink>
                {nav.hosting.groups.map((group) => (
                  <MenuLinks
                    key={group.id}
                    keep={`mobile hosting ${group.id}`}
                    title={group.title}
                    links={group.links}
                  />
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
              <button type="button" aria-expanded={shows('signIn')} onClick={() => toggle('signIn')}>
                {nav.signIn.label} <Glyph name="chevron-down" size={18} />
              </button>
              {shows('signIn') && (
                <Sub>
                  {nav.signIn.groups.map((group) => (
                    <MenuLinks
                      key={group.title}
                      keep={`mobile sign-in ${group.title}`}
                      title={group.title}
                      links={group.links}
                    />
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
});
