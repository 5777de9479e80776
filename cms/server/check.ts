// The build's own checks, run on a change before it is written: every content file read as it would be after
// the change (the rest as they are on disk), then what the build does with them, so that nothing the editor
// writes can fail `npm run build`.
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import type { VFileMessage } from 'vfile-message';
import { loadContent } from '../../src/content/load.ts';
import type { ContentIssue } from '../../src/content/issue.ts';
import type { SiteContent } from '../../src/content/registry.ts';
import { resolveSite, routeDocs } from '../../src/content/resolve.ts';

/** Changed files by path inside the content folder; null removes a file. */
export type Changes = ReadonlyMap<string, string | null>;

export interface CheckResult {
  issues: ContentIssue[];
  content?: SiteContent;
}

type MdxNode = { type: string; name?: string | null; value?: string; children?: MdxNode[] };

/** Problems of an MDX body the build would meet compiling or rendering it. */
async function checkMdx(file: string, text: string, allowed: string[]): Promise<ContentIssue[]> {
  const used = new Set<string>();
  const code: string[] = [];
  try {
    await compile(text, {
      providerImportSource: '@mdx-js/react',
      remarkPlugins: [
        remarkFrontmatter,
        // Collects the components and the code the body holds: a name the site has no component for, or an
        // expression that reads a variable, compiles but fails when the page is rendered.
        () => (tree) => {
          const walk = (node: MdxNode) => {
            if (node.type.startsWith('mdxJsx') && node.name && /^[A-Z]/.test(node.name)) used.add(node.name);
            if (/^mdx(Flow|Text)Expression$|^mdxjsEsm$/.test(node.type)) code.push(node.value ?? '');
            node.children?.forEach(walk);
          };
          walk(tree as MdxNode);
        },
      ],
    });
  } catch (error) {
    const { reason, line, column } = error as VFileMessage;
    const at = line ? ` at line ${line}${column ? `, column ${column}` : ''}` : '';
    return [{ file, field: 'body', message: `is not valid MDX: ${reason ?? String(error)}${at}` }];
  }
  const instead = allowed.length > 0 ? `one of ${allowed.map((a) => `<${a}>`).join(', ')} or ` : '';
  return [
    ...[...used]
      .filter((name) => !allowed.includes(name))
      .map((name) => ({
        file,
        field: 'body',
        message: `uses the component <${name}>, which the site does not have; use ${instead}plain Markdown`,
      })),
    ...code.map((value) => ({
      file,
      field: 'body',
      message: `holds code ("${value.trim().slice(0, 40)}"), which the site does not run; write braces as \\{ and \\} or remove them`,
    })),
  ];
}

export interface CheckOptions {
  root: string;
  contentDir: string;
  /** The capitalised components the site's MDX registry has (src/mdx/components.tsx) */
  mdxComponents: () => Promise<string[]>;
}

/** Checks content/ as it would be after the changes. */
export async function checkChanges(
  { root, contentDir, mdxComponents }: CheckOptions,
  changes: Changes,
): Promise<CheckResult> {
  const bodies = [...changes].filter(([file, text]) => file.endsWith('.mdx') && text !== null);
  const allowed = bodies.length > 0 ? await mdxComponents() : [];
  const mdx = await Promise.all(bodies.map(([file, text]) => checkMdx(`${contentDir}/${file}`, text ?? '', allowed)));
  const { issues, content } = await loadContent({ root, contentDir, overlay: changes });
  const all = [...mdx.flat(), ...issues];
  if (!content || all.length > 0) return { issues: all };
  try {
    // What the content plugin does next in a build; a throw here would stop it.
    routeDocs(content);
    resolveSite(content);
  } catch (error) {
    return { issues: [{ file: contentDir, field: '', message: `cannot be built: ${(error as Error).message}` }] };
  }
  return { issues: [], content };
}
