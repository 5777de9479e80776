// What the editor reads: the list of every document by type, and one document with all its form needs (its form
// schema, the choices of its pickers, its page, its history and its changes not published yet).
import path from 'node:path';
import type { SiteContent } from '../../src/content/registry.ts';
import {
  filesOfType,
  formSchemaOf,
  parseDocumentText,
  readText,
  titleOf,
  typeLabel,
  typeNames,
  typeOf,
  type TypeName,
} from './documents.ts';
import { canCommit, historyOf } from './history.ts';
import { pageOf } from './preview.ts';
import { pendingOf } from './publish.ts';
import { choicesOf } from './references.ts';
import { versionOf } from './versioned-save.ts';

/** The home page's title is the site's name ("NimbusHost"): the editor calls it what it is. */
const HOME = 'Home page';

/** A one-file type without a name or title of its own (categories.yaml) is listed as its type: "Blog categories". */
function listedTitle(name: TypeName, file: string, data: Record<string, unknown>, page: string | null): string {
  if (page === '/') return HOME;
  const title = titleOf(file, data);
  return typeOf(name).kind === 'one' && title === path.posix.basename(file, path.posix.extname(file))
    ? typeLabel(name)
    : title;
}

export function catalogOf(contentRoot: string, content: SiteContent | undefined) {
  return Promise.all(
    typeNames.map(async (name) => {
      const files = await filesOfType(contentRoot, name);
      const docs = await Promise.all(
        files.map(async (file) => {
          const page = content ? pageOf(content, name, file) : null;
          const { data } = parseDocumentText(file, await readText(contentRoot, file));
          return { file, title: listedTitle(name, file, data, page), page };
        }),
      );
      const type = typeOf(name);
      return {
        name,
        label: typeLabel(name),
        kind: type.kind,
        folder: type.kind === 'many' ? type.folder : null,
        extension: type.kind === 'many' ? type.extension : '.yaml',
        docs,
      };
    }),
  );
}

/** A document as its form shows it: where it is, its title, its data (and body) and its form schema. */
export function formOf(contentDir: string, file: string, type: TypeName, text: string) {
  const doc = parseDocumentText(file, text);
  return {
    file,
    path: `${contentDir}/${file}`,
    type,
    title: titleOf(file, doc.data),
    ...doc,
    schema: formSchemaOf(type),
  };
}

interface DocumentOptions {
  contentRoot: string;
  contentDir: string;
  file: string;
  type: TypeName;
  content: Promise<SiteContent | undefined>;
}

export async function documentView({ contentRoot, contentDir, file, type, content: loading }: DocumentOptions) {
  // Each of these waits on its own disk or git call: asked together, not one after the other.
  const [text, content, committable] = await Promise.all([
    readText(contentRoot, file),
    loading,
    canCommit(contentRoot, file),
  ]);
  const [history, pending] = committable
    ? await Promise.all([historyOf(contentRoot, file, 10, true), pendingOf(contentRoot, file)])
    : [[], null];
  const form = formOf(contentDir, file, type, text);
  const page = content ? pageOf(content, type, file) : null;
  return {
    ...form,
    title: page === '/' ? HOME : form.title,
    /** What a save from this form says it was made from (versioned-save.ts) */
    version: versionOf(text),
    page,
    choices: content ? choicesOf(content) : {},
    canCommit: committable,
    pending: pending?.changes ?? [],
    history,
  };
}
