import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../ui/Link.tsx';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { useSession } from '../features/auth/session.ts';
import { SignedInUser } from '../features/auth/SignedInUser.tsx';
import { ThemeToggle } from '../features/theme/ThemeToggle.tsx';
import { Button } from '../ui/Button.tsx';
import { Island } from '../ui/Island.tsx';
import { Container } from '../ui/layout.ts';
import { HEADER_HEIGHT, media } from '../ui/theme.ts';
import { Logo } from './Logo.tsx';
import { MenuLinks } from './MenuLinks.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavDropdown } from './NavDropdown.tsx';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  background: var(--bg);
  border-bottom: 1px solid var(--border);
`;
const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${HEADER_HEIGHT}px;
  ${media.xl} {
    gap: 16px;
  }
`;
const HomeLink = styled(Link)`
  flex: none;
  text-decoration: none;
  margin-right: auto;
`;
const Desktop = styled.nav`
  ${media.mobile} {
    display: none;
  }
  > ul {
    display: flex;
    align-items: center;
    gap: 4px 6px;
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 0.95rem;
    ${media.xl} {
      gap: 4px 14px;
      font-size: 1rem;
    }
  }
  a {
    color: var(--text);
    text-decoration: none;
    font-weight: 600;
  }
  > ul > li > a {
    white-space: nowrap;
  }
  a[aria-current='page'] {
    color: var(--accent-strong);
  }
`;
// Below the sm breakpoint the bar keeps its room for the logo, theme toggle and menu button; the mobile menu
// shows the call to action instead. A signed-in visitor is past "getting started": their name and Sign Out take
// its place (the desktop bar has no room for all three).
const Cta = styled.div`
  flex: none;
  ${media.narrow} {
    display: none;
  }
  a {
    min-height: 40px;
    padding: 6px 14px;
    white-space: nowrap;
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(200px, 1fr));
  gap: 24px;
  width: min(780px, 90vw);
`;
const Overview = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  font-weight: 700;
`;
const Stack = styled.div`
  display: grid;
  gap: 16px;
  width: 260px;
`;

type MenuId = 'hosting' | 'signIn' | 'mobile';

// The menus' links are the same on every page and for every visitor: made once, they are the same elements at every
// render of the header, so opening one menu renders that menu's frame alone, not the links of every menu.
const hostingMenu = (
  <>
    <Columns>
      {site.nav.hosting.groups.map((group) => (
        <MenuLinks key={group.id} keep={`header hosting ${group.id}`} title={group.title} links={group.links} />
      ))}
    </Columns>
    <Overview to={site.nav.hosting.href}>{site.nav.hosting.overviewLabel} →</Overview>
  </>
);
const signInMenu = (
  <Stack>
    {site.nav.signIn.groups.map((group) => (
      <MenuLinks key={group.title} keep={`header sign-in ${group.title}`} title={group.title} links={group.links} />
    ))}
  </Stack>
);

/** Fixed top bar; every menu's open state is tied to the path it was opened on, so navigating closes it. */
export function Header() {
  const { nav } = site;
  const { pathname } = useLocation();
  const user = useSession();
  const [opened, setOpened] = useState<{ id: MenuId; path: string } | null>(null);
  const openMenu = opened?.path === pathname ? opened.id : null;
  // Closing one menu leaves another that has opened since as it is. A menu already open stays the same state (a
  // popover's toggle event confirms what the header asked for): the header does not render again for it. Each
  // menu's setter is the same function until the path changes, so a menu whose state did not change (memo) does
  // not render again when another opens.
  const setOpen = useMemo(() => {
    const setter = (id: MenuId) => (open: boolean) =>
      setOpened((current) =>
        open
          ? current?.id === id && current.path === pathname
            ? current
            : { id, path: pathname }
          : current?.id === id
            ? null
            : current,
      );
    return { hosting: setter('hosting'), signIn: setter('signIn'), mobile: setter('mobile') };
  }, [pathname]);

  return (
    <Bar>
      <Inner>
        <HomeLink to="/" aria-label={`${site.name} home`}>
          <Logo />
        </HomeLink>
        <Island name="main menu">
          <Desktop aria-label="Main">
            <ul>
              <NavDropdown
                label={nav.hosting.label}
                href={nav.hosting.href}
                open={openMenu === 'hosting'}
                onOpenChange={setOpen.hosting}
              >
                {hostingMenu}
              </NavDropdown>
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
                <NavDropdown
                  label={nav.signIn.label}
                  open={openMenu === 'signIn'}
                  onOpenChange={setOpen.signIn}
                  align="end"
                >
                  {signInMenu}
                </NavDropdown>
              )}
            </ul>
          </Desktop>
        </Island>
        {!user && (
          <Cta>
            <Button href={nav.cta.href}>{nav.cta.label}</Button>
          </Cta>
        )}
        <Island name="theme toggle">
          <ThemeToggle />
        </Island>
        <Island name="mobile menu">
          <MobileMenu open={openMenu === 'mobile'} onOpenChange={setOpen.mobile} />
        </Island>
      </Inner>
    </Bar>
  );
}
