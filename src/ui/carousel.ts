/**
 * Fewer cards than this stack on a phone even in a compact section: a row that scrolls sideways for one to three
 * cards hides most of them behind the screen's edge and saves little height (issue 40: a carousel only for more).
 */
const CAROUSEL_MIN_CARDS = 4;

/** Whether a section's cards make a sideways row on a phone: its content asks for it, and it has enough cards. */
export const scrollsOnPhone = (compact: boolean, cards: number) => compact && cards >= CAROUSEL_MIN_CARDS;

/**
 * Testimonials make the sideways row from two, whatever their section's `compact` says: quotes are read one at a
 * time, not side by side like plans, and stacked they were the tallest part of a phone page (585–1,460 px for three).
 */
export const quotesScrollOnPhone = (cards: number) => cards >= 2;
