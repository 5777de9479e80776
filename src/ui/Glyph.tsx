import spriteUrl from 'virtual:icon-sprite';
import type { GlyphName } from '../vocabulary/icon-names.ts';

/** An icon from the sprite, drawn in the text colour; decorative: the text beside it carries the meaning. */
export function Glyph({ name, size = 24 }: { name: GlyphName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
