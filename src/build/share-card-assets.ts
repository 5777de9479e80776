// What the cards are drawn with besides their words: Inter, the site's own typeface, as static WOFF files (satori
// reads TTF, OTF and WOFF, not the WOFF2 variable font the pages load), and the brand mark of the favicon.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const SHARE_CARD_FONTS = ([400, 600, 800] as const).map((weight) => ({
  name: 'Inter',
  weight,
  file: require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
}));

/** The brand mark, drawn in the dark theme's colours */
// Resolved like the fonts: `new URL(…, import.meta.url)` is jsdom's URL in component tests, which Node cannot read.
export const SHARE_CARD_MARK = require.resolve('../../public/favicon.svg');
