// Publishing: committing a file's saved changes. What is published is what git has as the file's last published
// version (HEAD) against the file as saved, every change listed, so that nothing goes out unsaid.
import { describeChange, listChanges } from '../shared/describe-change.ts';
import { formSchemaOf, parseDocumentText, readText, titleOf, typeOfFile } from './documents.ts';
import { fileAt } from './history.ts';
import { moneyIn } from '../shared/schema-at.ts';

export interface Pending {
  /** Each change on a line: what Publish shows and commits */
  changes: string[];
  /** The commit message: a summary line, then every change */
  message: string;
}

const none: Pending = { changes: [], message: '' };

/** The saved changes of a file that are not published yet; none when the file is as last published. */
export async function pendingOf(contentRoot: string, file: string): Promise<Pending> {
  const type = typeOfFile(file);
  const [published, saved] = await Promise.all([
    fileAt(contentRoot, 'HEAD', file),
    readText(contentRoot, file).catch(() => null),
  ]);
  if (!type || published === saved || saved === null) return none;
  const after = parseDocumentText(file, saved);
  const title = titleOf(file, after.data);
  if (published === null) {
    const line = `add ${title}`;
    return { changes: [line], message: `Add ${title} (${file})` };
  }
  const before = parseDocumentText(file, published);
  const old = { ...before.data, body: before.body };
  const now = { ...after.data, body: after.body };
  const isMoney = moneyIn(formSchemaOf(type), old, now);
  const changes = listChanges(old, now, isMoney);
  // Only the layout changed (a comment, spacing): still a change to publish, said as such.
  if (changes.length === 0) return { changes: ['layout and comments'], message: `${title}: layout and comments` };
  const subject = describeChange(title, old, now, isMoney);
  const message = changes.length === 1 ? subject : `${subject}\n\n${changes.map((c) => `- ${c}`).join('\n')}`;
  return { changes, message };
}
