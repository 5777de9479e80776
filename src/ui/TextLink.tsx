import type { ComponentPropsWithoutRef } from 'react';
import { Link } from './Link.tsx';

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/** A plain text link: internal paths go through the router, anything else (mailto:, #chat, https:) is an <a>. */
export function TextLink({ href, children, ...rest }: Props) {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
