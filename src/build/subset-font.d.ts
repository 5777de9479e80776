declare module 'subset-font' {
  /** Keeps only the glyphs of `text` (harfbuzz's subsetter); variable axes stay variable unless pinned. */
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      /** An axis pinned at one value (the font becomes a static instance), or narrowed to a range. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** Every glyph kept (then `text` must be empty): an instance of the whole font */
      keepAllGlyphs?: boolean;
    },
  ): Promise<Buffer>;
}
