// The address of a page's card, named by a hash of what it shows and of what draws it: a changed title, price or
// design gets a new address, so caches that keep a card for a year (crawlers, chat apps, /static/) never show an
// old one. The content build names the cards (resolve.ts) and the card step writes them under these names.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { themeTokens } from '../vocabulary/theme-tokens.ts';
import { SHARE_CARD_DIR, type ShareCard } from '../seo/share-card.ts';
import { SHARE_CARD_FONT, SHARE_CARD_MARK } from './share-card-assets.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Files whose bytes go into every card: the drawing code, the brand mark and the faces. */
const DRAWING_FILES = [
  here('../seo/share-card.ts'),
  here('./share-card-layout.ts'),
  here('./share-card-render.ts'),
  SHARE_CARD_MARK,
  SHARE_CARD_FONT.file,
];

let drawing: string | undefined;
/** A hash of everything a card's picture depends on besides its words. */
function drawingVersion(): string {
  if (drawing) return drawing;
  const hash = createHash('sha256');
  for (const file of DRAWING_FILES) hash.update(readFileSync(file));
  // The drawing packages' versions from the lock file: the team service names cards too, installed without them.
  const locked = JSON.parse(readFileSync(here('../../package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string }>;
  };
  for (const pkg of ['satori', '@resvg/resvg-js'])
    hash.update(`${pkg}@${locked.packages[`node_modules/${pkg}`]?.version}`);
  hash.update(JSON.stringify(themeTokens.dark));
  return (drawing = hash.digest('hex'));
}

/** "/" -> "home", "/hosting/shared" -> "hosting-shared": which page a card is for, readable in its address. */
const slugOf = (path: string) => path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

/** The address of the card of the page at `path`: /static/share/<page>-<hash of its words and drawing>.png */
export function shareCardUrl(path: string, card: ShareCard): string {
  const hash = createHash('sha256').update(drawingVersion()).update(JSON.stringify(card)).digest('hex');
  return `${SHARE_CARD_DIR}${slugOf(path)}-${hash.slice(0, 12)}.png`;
}
