// What a page gets for an image field once the build has prepared its files (src/build/image-assets.ts).

/** An image shown with <img>/<picture>: a photo with its AVIF and WebP widths, or an SVG file. */
export interface ResolvedImage {
  /** The fallback file (the original format at its largest width, or the SVG) */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The fallback format at each width */
  srcset?: string;
  /** Modern formats, best first: AVIF, then WebP */
  sources: { type: string; srcset: string }[];
}

/** An SVG drawing in the theme's colours: one file per theme, the page's CSS shows the one that matches. */
export interface ResolvedIllustration {
  alt: string;
  width: number;
  height: number;
  /** The drawing coloured for each theme */
  dark: string;
  light: string;
}
