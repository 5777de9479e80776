// The redirects of content/redirects.yaml as the server and static hosts take them (src/server/redirects.ts). Node
// only: the prerender reads them once the build's content check has passed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { redirects, statusOf } from '../content/types/redirects.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: (typeof statusOf)[keyof typeof statusOf];
}

export async function redirectRules(root: string, contentDir = 'content'): Promise<RedirectRule[]> {
  const text = await readFile(path.join(root, contentDir, redirects.file), 'utf8');
  const doc = redirects.schema.parse(parse(text) ?? {});
  return doc.redirects.map(({ from, to, type }) => ({ from, to, status: statusOf[type] }));
}
