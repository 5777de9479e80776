// The build's own checks, run on a change before it is written: every content file read as it would be after
// the change (the rest as they are on disk), then what the build does with them, so that nothing the editor
// writes can fail `npm run build`. MDX bodies are checked by the loader itself (src/content/mdx-body.ts), with
// the same words for the editor, check:content and the build.
import { loadContent } from '../../src/assembly/site-content.ts';
import type { ContentIssue } from '../../src/content/issue.ts';
import type { SiteContent } from '../../src/content/registry.ts';
import { resolveSite, routeDocs } from '../../src/assembly/resolve.ts';

/** Changed files by path inside the content folder; null removes a file. */
export type Changes = ReadonlyMap<string, string | null>;

export interface CheckResult {
  issues: ContentIssue[];
  content?: SiteContent;
}

export interface CheckOptions {
  root: string;
  contentDir: string;
}

/** Checks content/ as it would be after the changes. */
export async function checkChanges({ root, contentDir }: CheckOptions, changes: Changes): Promise<CheckResult> {
  const { issues, content } = await loadContent({ root, contentDir, overlay: changes });
  if (!content || issues.length > 0) return { issues };
  try {
    // What the content plugin does next in a build; a throw here would stop it.
    routeDocs(content);
    resolveSite(content);
  } catch (error) {
    return { issues: [{ file: contentDir, field: '', message: `cannot be built: ${(error as Error).message}` }] };
  }
  return { issues: [], content };
}
