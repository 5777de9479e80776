// The drawing of a share card as the element tree satori lays out: the brand mark and name, the title, a line
// under it, and a product's price, on the site's dark theme. Plain objects rather than JSX: satori needs inline
// styles, which the site's JSX never has (strict CSP lint rule), and a test can read the tree.
import { themeTokens } from '../vocabulary/theme-tokens.ts';
import { SHARE_IMAGE, type ShareCard } from '../seo/share-card.ts';

type Style = Record<string, string | number>;
export interface CardNode {
  type: 'div' | 'img';
  props: { style: Style; children?: (CardNode | string)[]; src?: string; width?: number; height?: number };
}

const div = (style: Style, ...children: (CardNode | string | undefined | false)[]): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.filter((c) => c !== undefined && c !== false) },
});
const img = (src: string, size: number, style: Style = {}): CardNode => ({
  type: 'img',
  props: { src, width: size, height: size, style },
});

const colors = themeTokens.dark;

/** The accent colour laid over the background at `amount` (0 to 1), as an opaque colour: cheaper to paint. */
function tint(amount: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [bg, accent] = [rgb(colors.bg), rgb(colors.accent)];
  return `rgb(${bg.map((c, i) => Math.round(c + ((accent[i] ?? c) - c) * amount)).join(' ')})`;
}

const disc = (size: number, amount: number, style: Style) =>
  div({
    position: 'absolute',
    width: size,
    height: size,
    borderRadius: size / 2,
    backgroundColor: tint(amount),
    ...style,
  });

/** Long titles get smaller type, so that up to three lines fit. */
const titleSize = (title: string) => (title.length <= 24 ? 84 : title.length <= 48 ? 68 : 56);

/** The card of a page; `mark` is the brand mark as an image address (a data: URL of the SVG). */
export function shareCardLayout(card: ShareCard, mark: string): CardNode {
  const { width, height } = SHARE_IMAGE;
  const layer: Style = { position: 'absolute', left: 0, top: 0, width, height };
  return div(
    { width, height, position: 'relative', backgroundColor: colors.bg, color: colors.text, fontFamily: 'Inter' },
    // Two faint discs of the accent colour behind the words, and a band of it along the top. Flat, opaque fills: a
    // gradient or a see-through layer as big as the card costs more to paint than all the rest of it.
    disc(620, 0.07, { right: -170, top: -120 }),
    disc(420, 0.05, { right: 90, bottom: -250 }),
    div({ ...layer, height: 10, backgroundColor: colors.accent }),
    // The words on a layer of their own: satori paints positioned boxes after the others, in the order given.
    div(
      { ...layer, boxSizing: 'border-box', flexDirection: 'column', padding: '64px 80px 60px' },
      div(
        { alignItems: 'center', gap: 18, fontSize: 36, fontWeight: 800, letterSpacing: -0.5 },
        img(mark, 60),
        card.site,
      ),
      div(
        { flexGrow: 1, flexDirection: 'column', justifyContent: 'center', paddingRight: 60 },
        card.eyebrow &&
          div(
            { fontSize: 26, fontWeight: 600, color: colors.accentStrong, textTransform: 'uppercase', letterSpacing: 2 },
            card.eyebrow,
          ),
        // lineClamp works on display: block only.
        div(
          {
            display: 'block',
            marginTop: 12,
            fontSize: titleSize(card.title),
            fontWeight: 800,
            lineHeight: 1.1,
            letterSpacing: -1.5,
            lineClamp: 3,
          },
          card.title,
        ),
        card.subtitle &&
          div(
            { display: 'block', marginTop: 20, fontSize: 34, fontWeight: 400, color: colors.muted, lineClamp: 2 },
            card.subtitle,
          ),
      ),
      div(
        { alignItems: 'center', justifyContent: card.price ? 'space-between' : 'flex-end' },
        card.price &&
          div(
            {
              padding: '14px 30px',
              borderRadius: 999,
              backgroundColor: colors.accent,
              color: colors.onAccent,
              fontSize: 34,
              fontWeight: 800,
            },
            card.price,
          ),
        div({ fontSize: 28, fontWeight: 600, color: colors.muted }, card.host),
      ),
    ),
  );
}
