import styled from 'styled-components';
import { Glyph } from './Glyph.tsx';
import type { IconName } from '../vocabulary/icon-names.ts';

const Tile = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.$size + 24}px;
  height: ${(p) => p.$size + 24}px;
  border-radius: 12px;
  background: var(--surface-raised);
  color: var(--accent-strong);
`;

/** A decorative icon on a tile; the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <Tile $size={size}>
      <Glyph name={name} size={size} />
    </Tile>
  );
}
