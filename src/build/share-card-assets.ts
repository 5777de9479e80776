// What the cards are drawn with besides their words: Inter, the site's own typeface, and the brand mark of the
// favicon. satori reads TTF, OTF and WOFF, one weight per face, not the WOFF2 variable font the pages load: each
// weight is cut from that same file by HarfBuzz (subset-font, its weight axis pinned), so one Inter package serves
// the pages, the drawings and the cards.
import { createRequire } from 'node:module';
import { INTER_FILE } from './svg-typeface.ts';

const require = createRequire(import.meta.url);

/** The file every face is cut from, and the weights the cards use */
export const SHARE_CARD_FONT = { name: 'Inter', file: INTER_FILE, weights: [400, 600, 800] as const };

/** The brand mark, drawn in the dark theme's colours */
// Resolved with require: `new URL(…, import.meta.url)` is jsdom's URL in component tests, which Node cannot read.
export const SHARE_CARD_MARK = require.resolve('../../public/favicon.svg');
