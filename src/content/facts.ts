// Figures the site states in several places (uptime, customers, money-back days...) are declared once, in
// content/facts.yaml; copy writes {name} where one goes, and the loader puts the value in. A figure of such a kind
// typed into copy as text is refused with its file and field: it would go stale, or already contradicts the fact.
import type { ContentIssue } from './issue.ts';
import { formatFieldPath } from './issue.ts';
import { claimsIn, sameFigure, type FactTopic } from './fact-claims.ts';
import { filled } from './filled.ts';
import { scanBody } from './mdx-body.ts';
import type { SiteContent } from './registry.ts';
import { documents, texts } from './site-rules.ts';

export interface Fact {
  name: string;
  value: string;
  topic: FactTopic;
  means: string;
}

const SLOT = /\{(\w+)\}/g;

/** The text with each {name} of a declared fact replaced by its value; other {slots} are the UI's, left as they are. */
export const fillFacts = (text: string, facts: readonly Fact[]) =>
  text.replace(SLOT, (slot, name: string) => facts.find((f) => f.name === name)?.value ?? slot);

/** Every document with its facts' slots filled (facts.yaml itself as it is). MDX bodies are filled as they compile. */
export function withFacts(content: SiteContent): SiteContent {
  const facts = content.facts.facts;
  return Object.fromEntries(
    Object.entries(content).map(([name, docs]) => [
      name,
      name === 'facts' ? docs : filled(docs, (text) => fillFacts(text, facts)),
    ]),
  ) as SiteContent;
}

const slotOf = (fact: Fact) => `{${fact.name}} (${fact.value}: ${fact.means.replace(/\.$/, '')})`;

// The editor checks the whole folder on every keystroke of its live preview: what each text says is kept, for as long
// as the facts are the same.
let saidBefore = { facts: '', texts: new Map<string, string[]>() };
function saying(facts: readonly Fact[]): (text: string) => string[] {
  const key = JSON.stringify(facts);
  if (saidBefore.facts !== key) saidBefore = { facts: key, texts: new Map() };
  const { texts } = saidBefore;
  return (text) => {
    let messages = texts.get(text);
    if (!messages) {
      if (texts.size > 20_000) texts.clear();
      texts.set(text, (messages = saidAfresh(text, facts)));
    }
    return messages;
  };
}

function saidAfresh(text: string, facts: readonly Fact[]): string[] {
  const topics = [...new Set(facts.map((f) => f.topic))];
  return claimsIn(text, topics).map(({ topic, words, figure }) => {
    const ofTopic = facts.filter((f) => f.topic === topic);
    const same = ofTopic.find((f) => sameFigure(f.value, figure));
    return same
      ? `states "${words}" as text; write {${same.name}} for ${same.value}, so that it follows facts.yaml`
      : `says "${words}", a figure facts.yaml does not declare; write ${ofTopic.map(slotOf).join(', or ')}, or declare the figure there first`;
  });
}

/** Figures typed as text where a declared fact should be; read before the slots are filled. */
export function checkFacts(content: SiteContent): ContentIssue[] {
  const said = saying(content.facts.facts);
  return documents(content)
    .filter((doc) => doc !== content.facts)
    .flatMap((doc) => {
      const { file, body, bodyLine = 1 } = doc._meta;
      const fields = [...texts(doc)].flatMap(([text, path]) => said(text).map((m) => ({ path, m })));
      // A figure and its label ("99.98%" "Uptime, last 12 months") state the fact together.
      const figures = [...pairs(doc)].flatMap(([text, path]) => said(text).map((m) => ({ path, m })));
      const inBody = body === undefined ? [] : scanBody(body).texts;
      return [
        ...[...fields, ...figures].map(({ path, m }) => ({ file, field: formatFieldPath(path), message: m })),
        ...inBody.flatMap(({ value, line }) =>
          said(value).map((m) => ({ file, field: 'body', message: `at line ${line + bodyLine - 1} ${m}` })),
        ),
      ];
    });
}

type Path = (string | number)[];
/** Every object with a text value and a text label, as "value label", with the value's field path. */
function* pairs(value: unknown, path: Path = []): Generator<[string, Path]> {
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* pairs(item, [...path, i]);
  else if (value && typeof value === 'object') {
    const { value: figure, label } = value as { value?: unknown; label?: unknown };
    if (typeof figure === 'string' && typeof label === 'string') yield [`${figure} ${label}`, [...path, 'value']];
    for (const [key, item] of Object.entries(value)) if (key !== '_meta') yield* pairs(item, [...path, key]);
  }
}
