// The one MDX component registry (house rule 8): every element an MDX body renders is styled here.
import type { ComponentPropsWithoutRef } from 'react';
import type { MDXComponents } from 'mdx/types';
import styled from 'styled-components';
import { TextLink } from '../ui/TextLink.tsx';
import { BodyImage } from './BodyImage.tsx';

const H2 = styled.h2`
  font-size: clamp(1.4rem, 3vw, 1.75rem);
  margin: 2em 0 0.6em;
`;
const H3 = styled.h3`
  font-size: 1.25rem;
  margin: 1.6em 0 0.5em;
`;
const P = styled.p`
  margin: 0 0 1.1em;
`;
const Ul = styled.ul`
  margin: 0 0 1.2em;
  padding-left: 1.4em;
`;
const Ol = styled.ol`
  margin: 0 0 1.2em;
  padding-left: 1.4em;
`;
const Li = styled.li`
  margin-bottom: 0.5em;
  &::marker {
    color: var(--accent-strong);
  }
`;
const Anchor = styled(TextLink)`
  color: var(--accent-strong);
  text-underline-offset: 3px;
  overflow-wrap: anywhere;
`;
const Blockquote = styled.blockquote`
  margin: 1.5em 0;
  padding: 12px 20px;
  border-left: 4px solid var(--accent);
  background: var(--surface);
  border-radius: 0 12px 12px 0;
  color: var(--muted);
  & > :last-child {
    margin-bottom: 0;
  }
`;
const Code = styled.code`
  padding: 0.1em 0.4em;
  border-radius: 6px;
  background: var(--surface-raised);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;
// Code blocks wrap rather than scroll, so a narrow screen never needs a sideways scroll.
const Pre = styled.pre`
  margin: 0 0 1.2em;
  padding: 16px 20px;
  border: 1px solid var(--border);
  border-radius: 12px;
  background: var(--surface);
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  & > code {
    padding: 0;
    background: none;
  }
`;
const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  margin: 0 0 1.2em;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 14px;
    border-bottom: 1px solid var(--border);
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    background: var(--surface-raised);
  }
`;

function MdxLink({ href = '', ...rest }: ComponentPropsWithoutRef<'a'>) {
  return <Anchor href={href} {...rest} />;
}

function MdxTable(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <TableScroll>
      <Table {...props} />
    </TableScroll>
  );
}

export const mdxComponents: MDXComponents = {
  h2: H2,
  h3: H3,
  p: P,
  ul: Ul,
  ol: Ol,
  li: Li,
  a: MdxLink,
  blockquote: Blockquote,
  code: Code,
  pre: Pre,
  table: MdxTable,
  img: BodyImage,
};
