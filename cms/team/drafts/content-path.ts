// Every path a caller gives must name a content file inside the content folder: no absolute path, no "..", no
// link that leads out. The service never writes anywhere else.
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { nameProblemOf, typeOfFile, type TypeName } from '../../local-api/documents.ts';
import { shownName } from '../../../src/content/file-names.ts';
import { DraftError } from './errors.ts';

const refuse = (file: unknown, why: string) =>
  new DraftError(
    'path-refused',
    `${typeof file === 'string' ? shownName(file) : JSON.stringify(file)} is refused: ${why}`,
  );

/**
 * What can be told of a path from its text alone: a content file's path inside the content folder (products/shared.yaml)
 * named by the content layer's rule, and its type; throws path-refused. Asked before any git work, so that a refusal
 * costs none.
 */
export function contentPath(file: unknown): { file: string; type: TypeName } {
  if (typeof file !== 'string' || file === '') throw refuse(file, 'not a file name');
  if (file.includes('\0') || file.includes('\\')) throw refuse(file, 'a file name holds no NUL or backslash');
  if (path.posix.isAbsolute(file) || /^[a-zA-Z]:/.test(file)) throw refuse(file, 'an absolute path');
  const parts = file.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) throw refuse(file, 'only plain folder names, no ..');
  const type = typeOfFile(file);
  if (!type) throw refuse(file, 'not a content file of any type');
  // The loader's own rule: such a name would also reach git's arguments and the commit message.
  const badName = nameProblemOf(file);
  if (badName) throw new DraftError('path-refused', badName);
  return { file, type };
}

/** The same, and no link on the way out of the content folder; throws path-refused. */
export async function contentFile(contentRoot: string, given: unknown): Promise<{ file: string; type: TypeName }> {
  const { file, type } = contentPath(given);
  const parts = file.split('/');
  // No folder on the way, nor the file itself, may be a link: it could lead out of the content folder.
  for (let i = 1; i <= parts.length; i++) {
    const stat = await lstat(path.join(contentRoot, ...parts.slice(0, i))).catch(() => null);
    if (stat?.isSymbolicLink()) throw refuse(file, 'a link');
    if (!stat) break;
  }
  const root = await realpath(contentRoot);
  const parent = await realpath(path.join(contentRoot, ...parts.slice(0, -1))).catch(() => null);
  if (parent !== null && parent !== root && !parent.startsWith(root + path.sep))
    throw refuse(file, 'outside the content folder');
  return { file, type };
}
