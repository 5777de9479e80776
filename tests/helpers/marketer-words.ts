// Whether a screen of the editor speaks a marketer's words: no repository path (content/…, a .yaml, .mdx or .json
// file), no field path (plans[0].price, card.pricePlan, a.b.c) and no commit hash on it. `machineWords` is the check
// (its own test: tests/unit/marketer-words.test.ts); `expectMarketerWords` reads a page's visible text, its titles,
// labels and placeholders, and fails with every line that breaks it.
import type { Page } from '@playwright/test';

type MachineKind = 'repository path' | 'field path' | 'commit hash';
export interface MachineWord {
  kind: MachineKind;
  /** The words themselves */
  found: string;
  /** The line they are on */
  line: string;
}

/** Endings of a domain's name: www.example.com is an address a marketer types, not a field path. */
const DOMAIN_END = /^(com|net|org|io|dev|app|co|uk|de|fr|eu|us|ca|au|info|biz|cloud|host|site|online|store|test)$/;

const PATTERNS: { kind: MachineKind; pattern: RegExp; unless?: (found: string) => boolean }[] = [
  { kind: 'repository path', pattern: /(?<![\w.-])content\/[\w./-]*/g },
  { kind: 'repository path', pattern: /[\w./-]*[\w-]\.(?:ya?ml|mdx?|json)\b/gi },
  // A list index after a name: plans[0], items[12].question
  { kind: 'field path', pattern: /\b[A-Za-z_]\w*\[\d+\](?:\.\w+|\[\d+\])*/g },
  // Names joined by dots: three or more (sections.items.answer), or two with one in camelCase (card.pricePlan).
  {
    kind: 'field path',
    pattern: /(?<![\w.@/-])[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?![\w/-]|\.\w)/g,
    unless: (found) => {
      const parts = found.split('.');
      if (DOMAIN_END.test(parts.at(-1)!.toLowerCase())) return true;
      return parts.length < 3 && !parts.some((part) => /[a-z][A-Z]/.test(part));
    },
  },
  // 7 to 40 hexadecimal digits with a letter and a digit among them: a commit, whole or cut short.
  {
    kind: 'commit hash',
    pattern: /\b[0-9a-f]{7,40}\b/gi,
    unless: (found) => !/[0-9]/.test(found) || !/[a-f]/i.test(found),
  },
];

/** Every run of machine words in a text, with its line. */
export function machineWords(text: string): MachineWord[] {
  const words: MachineWord[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    for (const { kind, pattern, unless } of PATTERNS)
      for (const [found] of line.matchAll(pattern)) if (!unless?.(found)) words.push({ kind, found, line });
  }
  // content/site.yaml is a path and a file: said once.
  return words.filter((w, i) => words.findIndex((o) => o.line === w.line && o.found === w.found) === i);
}

/**
 * What a person reads on the page: its visible text (not the site's pages in frames), and the titles, labels and
 * placeholders of what is visible.
 */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['title', 'aria-label', 'placeholder', 'alt'];
    const said = [...document.querySelectorAll<HTMLElement>(attributes.map((a) => `[${a}]`).join(','))]
      .filter((element) => element.checkVisibility?.() ?? true)
      .flatMap((element) => attributes.map((a) => element.getAttribute(a) ?? ''))
      .filter(Boolean);
    return [document.title, document.body.innerText, ...said].join('\n');
  });
}

/** Fails, naming the screen and every line, when the page shows a repository path, a field path or a hash. */
export async function expectMarketerWords(page: Page, screen: string): Promise<void> {
  const found = machineWords(await screenText(page));
  if (found.length === 0) return;
  const lines = found.map((w) => `  ${w.kind} "${w.found}" in: ${w.line.slice(0, 160)}`);
  throw new Error(`The ${screen} shows words a marketer does not use:\n${[...new Set(lines)].join('\n')}`);
}
