// Where a new document starts: a clean template per collection (cms/templates/<folder><extension>), with its copy
// marked "Replace this…" (placeholders.ts refuses a save that still has any) and nothing carried over from another
// document (no featured post, no price).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typeOf, type TypeName } from './documents.ts';

const folder = fileURLToPath(new URL('../templates/', import.meta.url));

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The template's text for a new file, or null for a type with no template (one-file types). */
export async function templateText(name: TypeName, file: string, today = new Date()): Promise<string | null> {
  const type = typeOf(name);
  if (type.kind !== 'many') return null;
  const text = await readFile(path.join(folder, `${type.folder}${type.extension}`), 'utf8').catch(() => null);
  if (text === null) return null;
  const later = new Date(today);
  later.setUTCMonth(later.getUTCMonth() + 3);
  return text
    .replaceAll('$today', () => day(today))
    .replaceAll('$in3months', () => day(later))
    .replaceAll('$slug', () => path.posix.basename(file, type.extension));
}
