import type { ReactNode } from 'react';
import { buttonStyle, type ButtonVariant } from './Button.tsx';
import styled from 'styled-components';
import { useWords } from './words.tsx';
import { Glyph } from './Glyph.tsx';

const Anchor = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyle}
  position: relative;
`;

/**
 * A button-styled link to another site, opened in a new tab without giving that page a handle on this one.
 * The spoken name says it opens a new tab, as the visual cue (the icon) does.
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const words = useWords();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" $variant="primary">
      {children} <span className="visually-hidden">{words.opensInNewTab}</span>
      <Glyph name="external-link" size={16} />
    </Anchor>
  );
}
