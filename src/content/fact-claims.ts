// How copy states a figure of each kind of fact, so that the content check can find one typed as text rather than
// written through its {slot} (facts.ts). Pure: the loader and its tests share it.

export const FACT_TOPICS = ['uptime', 'money-back', 'customers', 'sites-hosted', 'reply-time'] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

const WITHIN = (n: number) => `[^.!?\\n]{0,${n}}?`;
const PERCENT = String.raw`\d{1,3}(?:\.\d+)?\s?%`;
const COUNT = String.raw`\d[\d,.]*\s?[KkMm]?\+?`;
const DURATION = String.raw`\d+\s?(?:min|minutes?|seconds?|secs?|hours?|hrs?)\b`;

/** Each topic's ways of stating a figure; the first group that matched is the figure. Case-insensitive. */
const CLAIMS: Record<FactTopic, RegExp[]> = {
  uptime: [
    new RegExp(`(${PERCENT})${WITHIN(40)}\\b(?:uptime|availability)\\b`, 'gi'),
    new RegExp(`\\b(?:uptime|availability)\\b${WITHIN(25)}(${PERCENT})`, 'gi'),
  ],
  'money-back': [new RegExp(`\\b(\\d+)[- ]days?\\b${WITHIN(40)}\\bmoney\\b`, 'gi')],
  customers: [new RegExp(`(${COUNT})\\s+(?:happy\\s+|satisfied\\s+|active\\s+)?customers\\b`, 'gi')],
  'sites-hosted': [new RegExp(`(${COUNT})\\s+(?:web)?sites\\s+hosted\\b`, 'gi')],
  'reply-time': [
    new RegExp(`(${DURATION})${WITHIN(30)}\\b(?:reply|replies|response|answer)`, 'gi'),
    new RegExp(`\\b(?:reply|replies|response|answer)\\b${WITHIN(30)}(${DURATION})`, 'gi'),
  ],
};

export interface Claim {
  topic: FactTopic;
  /** The words that state it, as written */
  words: string;
  /** The figure in them */
  figure: string;
}

/** The figures a text states as text, of the topics asked for. */
export function claimsIn(text: string, topics: readonly FactTopic[]): Claim[] {
  return topics.flatMap((topic) =>
    CLAIMS[topic].flatMap((pattern) =>
      [...text.matchAll(pattern)].map((m) => ({ topic, words: m[0], figure: m[1] ?? m[0] })),
    ),
  );
}

/** "99.9 %" and "99.9%", "2 Min" and "2 min" are the same figure. */
export const sameFigure = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();
