// Copies the content to a scratch folder so a test can break one file and load the result.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, type Document } from 'yaml';

export const root = path.resolve(import.meta.dirname, '../..');
let counter = 0;

export interface Fixture {
  /** Content folder relative to the project root, as loadContent and CONTENT_DIR take it */
  dir: string;
  /** Edits a YAML file in place, or saves the edited copy as `saveAs` (a new file) */
  editYaml(file: string, edit: (doc: Document) => void, saveAs?: string): void;
  write(file: string, text: string): void;
  replace(file: string, from: string, to: string): void;
  /** Removes one file of the copy */
  unlink(file: string): void;
  /** Makes the copy a git repository with everything in one first commit ("start"); git in it, its output as text */
  commitAll(): (...args: string[]) => string;
  remove(): void;
}

/** The content folder the site is built from: CONTENT_DIR when set (scripts/content-edits.ts sets it), else content. */
export const contentDir = process.env.CONTENT_DIR ?? 'content';

/** A scratch copy of a content folder (relative to the project root): by default the one the site is built from. */
export function contentFixture(source = contentDir): Fixture {
  const dir = path.join('.tmp', `content-${process.pid}-${Date.now()}-${counter++}`);
  const abs = path.join(root, dir);
  mkdirSync(path.dirname(abs), { recursive: true });
  cpSync(path.join(root, source), abs, { recursive: true });
  return {
    dir,
    editYaml(file, edit, saveAs = file) {
      const doc = parseDocument(readFileSync(path.join(abs, file), 'utf8'));
      edit(doc);
      writeFileSync(path.join(abs, saveAs), doc.toString());
    },
    write(file, text) {
      writeFileSync(path.join(abs, file), text);
    },
    replace(file, from, to) {
      const text = readFileSync(path.join(abs, file), 'utf8');
      if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
      writeFileSync(
        path.join(abs, file),
        text.replace(from, () => to),
      );
    },
    commitAll() {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: abs }).toString();
      git('init', '-q');
      git('add', '.');
      git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'start');
      return git;
    },
    unlink(file) {
      rmSync(path.join(abs, file));
    },
    remove() {
      rmSync(abs, { recursive: true, force: true });
    },
  };
}
