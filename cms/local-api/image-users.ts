// Which documents use which images: an image field (src: images/blog/cover.png, svg: images/…) or a body's
// ![what it shows](images/blog/chart.png) names an image by its path inside the content folder, and nothing else
// does, so a document uses an image when its text holds that path. Documents are named as the editor's outline
// names them (views.ts catalogOf), for the marketer.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogOf } from './views.ts';
import type { ImageUser } from '../shared/api-types.ts';
export type { ImageUser } from '../shared/api-types.ts';

// A path as content writes it, not the tail of a longer one (my-images/…, https://…/images/…).
const IMAGE_PATH = /(?<![\w./-])images\/[\w./-]+?\.(?:png|jpe?g|webp|avif|svg)(?![\w.-])/gi;

/** Every image path some document names, with the documents naming it. */
export async function imageUsers(contentRoot: string): Promise<Map<string, ImageUser[]>> {
  const users = new Map<string, ImageUser[]>();
  for (const type of await catalogOf(contentRoot, undefined))
    for (const doc of type.docs) {
      const text = await readFile(path.join(contentRoot, doc.file), 'utf8');
      for (const image of new Set(text.match(IMAGE_PATH) ?? []))
        users.set(image, [...(users.get(image) ?? []), { title: doc.title, kind: type.label }]);
    }
  return users;
}

/** "Shared Hosting (Products) and 2 more": the documents named for the marketer. */
export function usersText(users: ImageUser[]): string {
  const named = users.slice(0, 3).map((u) => `${u.title} (${u.kind})`);
  const more = users.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : (named[0] ?? '');
}
