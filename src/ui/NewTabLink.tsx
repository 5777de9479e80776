import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { copy } from './copy';
import styled from 'styled-components';

const Anchor = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 22px;
  border: 2px solid var(--accent);
  border-radius: 10px;
  background: var(--accent);
  color: var(--on-accent);
  font-weight: 700;
  text-decoration: none;
  transition: background 0.2s;
  &:hover {
    background: var(--accent-strong);
  }
`;

/**
 * A button-styled link to another site, opened in a new tab without giving that page a handle on this one.
 * The spoken name says it opens a new tab, as the visual cue (the icon) does.
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{copy.opensInNewTab}</span>
      <ExternalLink size={16} aria-hidden="true" />
    </Anchor>
  );
}
