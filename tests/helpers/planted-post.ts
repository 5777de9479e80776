// The post whose body the hand-off site's build plants a script into (tests/helpers/planted-build.ts), as content/ has
// its posts: the first one. The hand-off site is built from a copy of content/ (order-handoff.ts), with the same posts.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const blog = 'blog';
const first = readdirSync(path.resolve(import.meta.dirname, '../../content', blog))
  .filter((file) => file.endsWith('.mdx'))
  .sort()[0];
if (!first) throw new Error('content/blog has no post to plant a script into');

/** The post's file inside the content folder, e.g. blog/x.mdx */
export const PLANTED_POST = `${blog}/${first}`;
/** Its address on the site */
export const PLANTED_POST_PATH = `/${PLANTED_POST.replace(/\.mdx$/, '')}`;
