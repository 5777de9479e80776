declare module 'fontverter' {
  /** A font file in another container (WOFF2 decompressed by wawoff2): 'sfnt' is a plain TrueType/OpenType file. */
  export function convert(font: Buffer, to: 'sfnt' | 'truetype' | 'woff' | 'woff2', from?: string): Promise<Buffer>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
