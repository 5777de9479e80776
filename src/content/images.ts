// Image fields in parsed content: where they are, and whether their files exist and are safe to put in a page.
// Node only (the loader's check).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentIssue } from './issue.ts';
import { formatFieldPath } from './issue.ts';

type ImageKind = 'image' | 'illustration';
export interface ImageRef {
  kind: ImageKind;
  /** Path inside the content folder, e.g. images/blog/ssl.svg */
  file: string;
  /** Where the field sits in its document */
  at: (string | number)[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every image and illustration field in the data: objects with an alt and a `src` or an `svg` (fields.ts). */
export function findImages(data: unknown, at: (string | number)[] = []): ImageRef[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => findImages(item, [...at, i]));
  if (!isRecord(data)) return [];
  if (typeof data.alt === 'string' && typeof data.src === 'string') return [{ kind: 'image', file: data.src, at }];
  if (typeof data.alt === 'string' && typeof data.svg === 'string')
    return [{ kind: 'illustration', file: data.svg, at }];
  return Object.entries(data).flatMap(([key, value]) => findImages(value, [...at, key]));
}

// What a drawing may not hold: it is shown on our pages, coloured by class, and fetches nothing of its own.
const unsafe: [RegExp, string][] = [
  [/<script/i, 'a <script>'],
  [/<style/i, 'a <style> element (use the classes f-accent, s-border, ... instead)'],
  [/\sstyle\s*=/i, 'a style attribute (use the classes f-accent, s-border, ... instead)'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute'],
  [/<foreignObject/i, 'a <foreignObject>'],
  [/href\s*=\s*["'](?!#)/i, 'a link to another file (only #id references are allowed)'],
];

/** Why an SVG cannot be inlined, or undefined when it can. */
export function svgProblem(text: string): string | undefined {
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text)) return 'is not an SVG file: it must start with <svg';
  if (!/viewBox\s*=/.test(text)) return 'has no viewBox: the page cannot size it';
  const found = unsafe.find(([pattern]) => pattern.test(text));
  return found && `holds ${found[1]}, which a page cannot show safely`;
}

/** Issues for image fields of one document whose files are missing or cannot be used. */
export function checkImages(data: unknown, file: string, contentRoot: string, contentDir: string): ContentIssue[] {
  return findImages(data).flatMap(({ kind, file: image, at }): ContentIssue[] => {
    const field = formatFieldPath([...at, kind === 'image' ? 'src' : 'svg']);
    const absolute = path.join(contentRoot, image);
    if (!existsSync(absolute))
      return [
        { file, field, message: `names ${contentDir}/${image}, which does not exist; add the file or fix the path` },
      ];
    if (kind === 'illustration' || image.endsWith('.svg')) {
      const problem = svgProblem(readFileSync(absolute, 'utf8'));
      if (problem) return [{ file, field, message: `${contentDir}/${image} ${problem}` }];
    }
    return [];
  });
}
