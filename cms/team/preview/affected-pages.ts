// The pages a draft's changes touch: each content file it changed, mapped to the page that shows it by the editor's
// own pageOf (cms/local-api/preview.ts: a product to its page, a testimonial to the page with the testimonials section,
// site.yaml to the home page), on the draft's own content, so that a page whose address the draft changed is found
// at its new one. Files of no content type (an image) show on no page of their own.
import type { SiteContent } from '../../../src/content/registry.ts';
import { typeOfFile } from '../../local-api/documents.ts';
import { pageOf } from '../../local-api/preview.ts';

export interface AffectedPage {
  /** The page's site path: /hosting/shared */
  path: string;
  /** The changed files it shows, inside the content folder: products/shared.yaml */
  files: string[];
}

export function affectedPages(content: SiteContent, files: readonly string[]): AffectedPage[] {
  const pages = new Map<string, string[]>();
  for (const file of files) {
    const type = typeOfFile(file);
    if (!type) continue;
    const page = pageOf(content, type, file);
    pages.set(page, [...(pages.get(page) ?? []), file]);
  }
  return [...pages].map(([path, shown]) => ({ path, files: shown })).sort((a, b) => a.path.localeCompare(b.path));
}
