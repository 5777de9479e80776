import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

// Its width and height attributes reserve the space before the file arrives; the column scales it down.
const Img = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin: 1.6em auto;
  border-radius: 12px;
`;

/**
 * An image in an MDX body, registered as `img` (src/mdx/components.tsx). The build has already given it its
 * sources, widths and size (src/build/remark-body-images.ts); this only fits it to the column.
 */
export function BodyImage(props: ComponentPropsWithoutRef<'img'>) {
  return <Img {...props} />;
}
