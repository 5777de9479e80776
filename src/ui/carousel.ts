/**
 * Fewer cards than this stack on a phone even in a compact section: a row that scrolls sideways for one to three
 * cards hides most of them behind the screen's edge and saves little height (issue 40: a carousel only for more).
 */
const CAROUSEL_MIN_CARDS = 4;

/** Whether a section's cards make a sideways row on a phone: its content asks for it, and it has enough cards. */
export const scrollsOnPhone = (compact: boolean, cards: number) => compact && cards >= CAROUSEL_MIN_CARDS;
