// Draws a share card: satori lays the card out as SVG (text as paths, in the site's faces), resvg paints it to PNG.
// Node only, at build time.
import { readFile } from 'node:fs/promises';
import { renderAsync } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { SHARE_IMAGE, type ShareCard } from '../seo/share-card.ts';
import subsetFont from 'subset-font';
import { SHARE_CARD_FONT, SHARE_CARD_MARK } from './share-card-assets.ts';
import { shareCardLayout } from './share-card-layout.ts';

let assets: Promise<{ fonts: Font[]; mark: string }> | undefined;
/** The faces and the brand mark, read once per process. */
const load = () =>
  (assets ??= (async () => ({
    fonts: await readFile(SHARE_CARD_FONT.file).then((variable) =>
      Promise.all(
        SHARE_CARD_FONT.weights.map(async (weight) => ({
          name: SHARE_CARD_FONT.name,
          weight,
          style: 'normal' as const,
          // One static face per weight, every glyph kept, as TrueType: what satori reads.
          data: await subsetFont(variable, '', {
            targetFormat: 'sfnt',
            keepAllGlyphs: true,
            variationAxes: { wght: weight },
          }),
        })),
      ),
    ),
    mark: `data:image/svg+xml;base64,${(await readFile(SHARE_CARD_MARK)).toString('base64')}`,
  }))());

/** The card as SVG; satori's part, on the calling thread. */
export async function shareCardSvg(card: ShareCard): Promise<string> {
  const { fonts, mark } = await load();
  return satori(shareCardLayout(card, mark) as unknown as ReactNode, { ...SHARE_IMAGE, fonts });
}

/** The card as PNG. resvg paints on libuv's thread pool, so several cards paint at once on every core. */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const image = await renderAsync(await shareCardSvg(card), { fitTo: { mode: 'original' } });
  return image.asPng();
}
