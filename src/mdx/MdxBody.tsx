import { MDXProvider } from '@mdx-js/react';
import type { MDXContent } from 'mdx/types';
import styled from 'styled-components';
import { mdxComponents } from './components.tsx';

const Prose = styled.div`
  max-width: 760px;
  margin: 0 auto;
  font-size: 1.05rem;
  overflow-wrap: break-word;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

/** An MDX body (a blog post, a legal document) rendered with the site's MDX components. */
export function MdxBody({ body: Body }: { body: MDXContent }) {
  return (
    <MDXProvider components={mdxComponents}>
      <Prose>
        <Body />
      </Prose>
    </MDXProvider>
  );
}
