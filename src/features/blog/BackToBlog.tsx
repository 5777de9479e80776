import { Link } from '../../ui/Link.tsx';
import styled from 'styled-components';
import site from 'virtual:content/site';

const Back = styled.p`
  a {
    font-weight: 700;
    color: var(--accent-strong);
  }
`;

/** "← Back to Blog": the way back from a post or a list of posts; its place is styled where it is used. */
export function BackToBlog({ to, className }: { to: string; className?: string }) {
  return (
    <Back className={className}>
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {site.ui.backToBlog}
      </Link>
    </Back>
  );
}
