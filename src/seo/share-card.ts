// A page's share card: the 1200×630 picture chats and social sites show when its address is shared. This module is
// what the head and the build agree on; the card's words come from src/assembly/share-card-docs.ts, its picture from
// src/build/share-card-render.ts.

/** What a card shows, all of it text the page's content gives (the drawing adds only the brand mark and colours). */
export interface ShareCard {
  /** The site's name, beside its mark */
  site: string;
  /** The site's address as people say it, at the foot: "nimbushost.com" */
  host: string;
  /** Small line above the title, e.g. a post's category */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** A product's starting price, worded as its page words it (site.yaml ui.fromPrice) */
  price?: string;
}

/** The size link previews draw at (Open Graph's and X's large card): the cards and the site's default picture. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Where the cards are served: under /static/, whose files are content-hashed and cached for a year. */
export const SHARE_CARD_DIR = '/static/share/';

/** The media type of a shared picture, from its address: cards are PNG, the site's default PNG or JPEG. */
export const shareImageType = (url: string) => (/\.png$/i.test(url) ? 'image/png' : 'image/jpeg');
