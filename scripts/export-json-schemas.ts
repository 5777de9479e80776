// Writes one JSON Schema per content type to .schemas/ for the YAML language server (see .vscode/settings.json).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { contentSchemas } from '../src/content/schemas/index.ts';

export async function exportJsonSchemas(root: string): Promise<string[]> {
  const dir = path.join(root, '.schemas');
  await mkdir(dir, { recursive: true });
  return Promise.all(
    Object.entries(contentSchemas).map(async ([name, schema]) => {
      const file = path.join(dir, `${name}.schema.json`);
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
      return file;
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await exportJsonSchemas(process.cwd());
  console.log(`wrote ${files.length} JSON Schemas to .schemas/`);
}
