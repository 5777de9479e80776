import type { ComponentPropsWithRef } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

type Props = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A path of the site, or any address (https:, mailto:), which is a plain link */
  to: string;
  replace?: boolean;
};

/** An address with a scheme (https:, mailto:) or a protocol-relative one: not the router's. */
const isExternal = (to: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/**
 * A link the router follows in the page (a click with no modifier key navigates client-side), as react-router's
 * <Link> does without its prefetching, which this site does not use: the package's own Link brought ~2 KB gzipped
 * to every page (build/router-tree-shake-plugin.ts).
 */
export function Link({ to, replace, target, onClick, children, ...rest }: Props) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  if (isExternal(to))
    return (
      <a {...rest} href={to} target={target} onClick={onClick}>
        {children}
      </a>
    );
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    >
      {children}
    </a>
  );
}

/**
 * A menu's link, marked aria-current="page" on its page and on the pages under it (/hosting on /hosting/shared), as
 * react-router's <NavLink> marks it.
 */
export function NavLink({ to, ...rest }: Props) {
  const path = useResolvedPath(to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  const end = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const current = here === path || (here.startsWith(path) && here.charAt(end) === '/');
  return <Link to={to} aria-current={current ? 'page' : undefined} {...rest} />;
}
