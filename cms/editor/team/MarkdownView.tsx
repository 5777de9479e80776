// A block of an MDX body rendered for the review, by React from its syntax tree (cms/editor/body/markdown-syntax.ts):
// paragraphs, headings, lists, emphasis, code, quotes; a component as a labelled box around its content; an image
// or an expression by its words. Never HTML from the content: raw HTML is shown as its text.
import type { ReactNode } from 'react';

interface Node {
  type: string;
  value?: string;
  depth?: number;
  ordered?: boolean;
  name?: string | null;
  alt?: string | null;
  url?: string;
  children?: Node[];
}

const inside = (node: Node): ReactNode[] =>
  (node.children ?? []).map((child, i) => <MarkdownNode key={i} node={child} />);

export function MarkdownNode({ node }: { node: Node }): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'paragraph':
      return <p>{inside(node)}</p>;
    case 'heading':
      // Not a heading of the review screen's own outline: a line in the heading's style.
      return <p className={`md-heading md-h${node.depth ?? 2}`}>{inside(node)}</p>;
    case 'strong':
      return <strong>{inside(node)}</strong>;
    case 'emphasis':
      return <em>{inside(node)}</em>;
    case 'delete':
      return <s>{inside(node)}</s>;
    case 'inlineCode':
      return <code>{node.value}</code>;
    case 'code':
      return (
        <pre>
          <code>{node.value}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote>{inside(node)}</blockquote>;
    case 'list':
      return node.ordered ? <ol>{inside(node)}</ol> : <ul>{inside(node)}</ul>;
    case 'listItem':
      return <li>{inside(node)}</li>;
    case 'link':
      return (
        <span className="md-link" title={node.url}>
          {inside(node)}
        </span>
      );
    case 'image':
      return <span className="md-image">[picture: {node.alt || 'no description'}]</span>;
    case 'break':
      return <br />;
    case 'thematicBreak':
      return <hr />;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return (
        <span className="md-component">
          <span className="md-component-name">{node.name ?? 'Component'}</span> {inside(node)}
        </span>
      );
    default:
      // Expressions, raw HTML and anything else: the words as written.
      return node.value !== undefined ? <code>{node.value}</code> : <>{inside(node)}</>;
  }
}
