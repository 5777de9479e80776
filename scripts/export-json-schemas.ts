// Writes one JSON Schema per content type to .schemas/, and keeps .vscode/settings.json mapping each onto its
// files, so that VS Code's YAML extension completes and checks content as it is typed.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { globOf, type ContentType } from '../src/content/define.ts';
import { contentTypes } from '../src/assembly/site-content.ts';

/** JSON Schema file -> the files it describes, for every YAML content type (MDX frontmatter has no editor hook). */
const editorMapping = (): Record<string, string> =>
  Object.fromEntries(
    Object.values<ContentType>(contentTypes)
      .filter((type) => type.kind === 'one' || type.extension === '.yaml')
      .map((type) => [`./.schemas/${type.schemaName}.schema.json`, globOf(type)]),
  );

export async function exportJsonSchemas(root: string): Promise<string[]> {
  const dir = path.join(root, '.schemas');
  await mkdir(dir, { recursive: true });
  return Promise.all(
    Object.values<ContentType>(contentTypes).map(async (type) => {
      const file = path.join(dir, `${type.schemaName}.schema.json`);
      const json = z.toJSONSchema(type.schema, { io: 'input', unrepresentable: 'any' });
      await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
      return file;
    }),
  );
}

/** Rewrites the mapping in .vscode/settings.json when a content type was added or moved; true if it did. */
export async function updateEditorSettings(root: string): Promise<boolean> {
  const file = path.join(root, '.vscode/settings.json');
  const settings = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const mapping = editorMapping();
  if (JSON.stringify(settings['yaml.schemas']) === JSON.stringify(mapping)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ ...settings, 'yaml.schemas': mapping }, null, 2)}\n`);
  return true;
}
