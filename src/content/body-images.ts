// Images in MDX bodies: `![what it shows](images/blog/chart.png)`, written with the same paths as image fields, so
// the build can prepare them the same way (src/build/remark-body-images.ts). The checks are pure functions of the
// parsed body (mdast) and of what the caller says about the files.
import { imagePath } from './file-names.ts';
import { svgProblem } from './images.ts';
import type { ContentIssue } from './issue.ts';

/** A body image path the build can prepare: a file under content/images, named as image fields name them. */
export const BODY_IMAGE = imagePath('svg|png|jpe?g|webp|avif');

/** The part of an mdast node this module reads; mdast, remark and @mdx-js/mdx trees all fit it. */
export interface BodyNode {
  type: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  name?: string | null;
  children?: BodyNode[];
  position?: { start: { line: number } };
}

export interface FoundImage {
  node: BodyNode;
  parent: BodyNode;
  index: number;
}

/** Every Markdown image of the tree, with where it sits so that a plugin can replace it. */
export function imagesOf(tree: BodyNode): FoundImage[] {
  const found: FoundImage[] = [];
  const walk = (parent: BodyNode) =>
    parent.children?.forEach((node, index) => {
      if (node.type === 'image') found.push({ node, parent, index });
      walk(node);
    });
  walk(tree);
  return found;
}

export interface BodyImageOptions {
  /** The MDX file, from the project root, as issues name files: content/blog/post.mdx */
  file: string;
  /** The content folder, from the project root: content */
  contentDir: string;
  /** Whether a path inside the content folder (images/blog/chart.png) is a file */
  exists: (image: string) => boolean;
  /** The text of an SVG file that exists, to hold it to the rules of image fields (images.ts svgProblem) */
  svgText?: (image: string) => string;
}

/**
 * Problems with the images of one MDX body: an image with no description, one from another site (the CSP only
 * lets the site show its own), a path that is not under content/images, a file that is not there, or an image
 * written as JSX or as a reference, which the build would not prepare.
 */
export function bodyImageIssues(tree: BodyNode, options: BodyImageOptions): ContentIssue[] {
  const { file, contentDir, exists, svgText } = options;
  const issues: ContentIssue[] = [];
  /** " (line 12: detail)": where the marketer finds it in the text. */
  const at = (node: BodyNode, detail = '') => {
    const parts = [node.position ? `line ${node.position.start.line}` : '', detail].filter(Boolean);
    return parts.length > 0 ? ` (${parts.join(': ')})` : '';
  };
  const add = (message: string) => issues.push({ file, field: 'body', message });
  const walk = (node: BodyNode) => {
    if (/^mdxJsx(Flow|Text)Element$/.test(node.type) && (node.name === 'img' || node.name === 'picture'))
      add(`has an image written as HTML${at(node, `<${node.name}>`)}: write it as ![what it shows](images/…)`);
    if (node.type === 'imageReference')
      add(`has an image written as a reference${at(node, `![${node.alt ?? ''}]`)}: write ![what it shows](images/…)`);
    node.children?.forEach(walk);
  };
  walk(tree);

  for (const { node } of imagesOf(tree)) {
    const url = node.url ?? '';
    if (!node.alt?.trim())
      add(
        `has an image with no description${at(node, url)}: write what it shows between the brackets, for people who cannot see it: ![a chart of page load times](${url})`,
      );
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url))
      add(
        `shows an image from another site${at(node, url)}, which the site's security policy blocks: upload it to the media library and use its images/… path`,
      );
    else if (!BODY_IMAGE.test(url))
      add(
        `names the image${at(node, url)}: expected a file under ${contentDir}/images written as images/folder/name.png, in lowercase letters, digits and hyphens`,
      );
    else if (!exists(url))
      add(
        `names ${contentDir}/${url}${at(node)}, which does not exist: upload it to the media library or fix the path`,
      );
    else if (svgText && url.endsWith('.svg')) {
      const problem = svgProblem(svgText(url));
      if (problem) add(`shows ${contentDir}/${url}${at(node)}, which ${problem}`);
    }
  }
  return issues;
}
