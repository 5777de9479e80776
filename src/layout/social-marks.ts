// The footer's brand marks as SVG path data on a 24 × 24 grid. Simple Icons (CC0) draws the ones it ships; named
// imports keep the rest of its thousands of paths out of the bundle. It no longer ships LinkedIn's mark (withdrawn
// at the brand's request), so that one is drawn here: the "in" knocked out of a rounded square.
import { siFacebook, siGithub, siInstagram, siX, siYoutube } from 'simple-icons';
import type { SocialNetwork } from '../vocabulary/icon-names.ts';

const linkedin = [
  // the rounded square
  'M2.6 0h18.8A2.6 2.6 0 0 1 24 2.6v18.8a2.6 2.6 0 0 1-2.6 2.6H2.6A2.6 2.6 0 0 1 0 21.4V2.6A2.6 2.6 0 0 1 2.6 0Z',
  // the dot of the i, then its stem
  'M5.4 3.3a2.05 2.05 0 1 0 0 4.1 2.05 2.05 0 1 0 0-4.1Z',
  'M3.6 9h3.6v11.4H3.6Z',
  // the n: stem, shoulder and right leg
  'M9.3 9h3.45v1.6c.55-1 1.8-1.9 3.6-1.9 3.55 0 4.25 2.3 4.25 5.35v6.35h-3.55v-5.6c0-1.35-.05-3-1.85-3-1.9 0-2.2 1.45-2.2 2.95v5.65H9.3Z',
].join('');

/** A mark's outline; `evenodd` when its letters are holes cut by overlapping shapes. */
export interface SocialMark {
  path: string;
  fillRule?: 'evenodd';
}

export const socialMarks: Record<SocialNetwork, SocialMark> = {
  x: siX,
  facebook: siFacebook,
  linkedin: { path: linkedin, fillRule: 'evenodd' },
  github: siGithub,
  instagram: siInstagram,
  youtube: siYoutube,
};
