declare module 'subset-font' {
  /** Keeps only the glyphs of `text` (harfbuzz's subsetter); variable axes stay variable. */
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' },
  ): Promise<Buffer>;
}
