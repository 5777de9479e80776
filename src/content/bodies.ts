// MDX bodies (blog posts, legal documents) travel with their page's data: the resolver marks where a body goes,
// the content plugin turns each mark into an import of the compiled MDX (its own chunk), and the route loads
// them before rendering, since a prerender with renderToString cannot wait for one.
import type { MDXContent, MDXModule } from 'mdx/types';
import type { IllustrationField, ImageField } from './fields.ts';
import type { ResolvedIllustration, ResolvedImage } from '../vocabulary/image-types.ts';

/** Where an MDX body goes; in the browser it also carries the import of its compiled module. */
export interface MdxBody {
  mdx: string;
  load?: () => Promise<MDXModule>;
}

export const mdxBody = (file: string): MdxBody => ({ mdx: file });

/** Data with every MDX body loaded, and every image as the build prepared it. */
export type Loaded<T> = T extends MdxBody
  ? MDXContent
  : T extends ImageField
    ? ResolvedImage
    : T extends IllustrationField
      ? ResolvedIllustration
      : T extends readonly (infer U)[]
        ? Loaded<U>[]
        : T extends object
          ? { [K in keyof T]: Loaded<T[K]> }
          : T;

/** Data as the content modules give it: every image as the build prepared it (MDX bodies not loaded yet). */
export type WithImages<T> = T extends ImageField
  ? ResolvedImage
  : T extends IllustrationField
    ? ResolvedIllustration
    : T extends MdxBody
      ? T
      : T extends readonly (infer U)[]
        ? WithImages<U>[]
        : T extends object
          ? { [K in keyof T]: WithImages<T[K]> }
          : T;

/** The content modules' data as it really is: the build resolved every image field (src/build/content-modules.ts). */
export const withImages = <T>(data: T) => data as WithImages<T>;

const isBody = (value: object): value is MdxBody => 'mdx' in value && typeof value.mdx === 'string';

/** Loads every MDX body the data holds. */
export async function loadBodies<T>(data: T): Promise<Loaded<T>> {
  if (Array.isArray(data)) return (await Promise.all(data.map(loadBodies))) as Loaded<T>;
  if (!data || typeof data !== 'object') return data as Loaded<T>;
  if (isBody(data)) {
    if (!data.load) throw new Error(`The MDX body ${data.mdx} has no loader`);
    return (await data.load()).default as Loaded<T>;
  }
  const entries = await Promise.all(Object.entries(data).map(async ([k, v]) => [k, await loadBodies(v)]));
  return Object.fromEntries(entries) as Loaded<T>;
}

/** JavaScript for a module exporting the value, every MDX body with its import. */
export function moduleOf(value: unknown): string {
  const imports: string[] = [];
  const json = JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && isBody(v)) {
      imports.push(v.mdx);
      return `\0mdx${imports.length - 1}\0`;
    }
    return v;
  });
  const code = json.replace(/"\\u0000mdx(\d+)\\u0000"/g, (_, i: string) => {
    const file = JSON.stringify(`/${imports[Number(i)]}`);
    return `{"mdx":${file},"load":() => import(${file})}`;
  });
  return `export default ${code};\n`;
}
