import styled from 'styled-components';
import type { ResolvedImage } from '../vocabulary/image-types.ts';

const Img = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
`;

interface Props {
  image: ResolvedImage;
  /** How wide the image shows, for the browser's choice of file, e.g. "(min-width: 992px) 50vw, 100vw" */
  sizes: string;
  /** The largest image of the first screen: fetched first, never lazily */
  priority?: boolean;
  className?: string;
}

/** A content image: AVIF, then WebP, then its own format, at the width the layout needs; SVG as it is. */
export function Picture({ image, sizes, priority = false, className }: Props) {
  const img = (
    <Img
      className={className}
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
