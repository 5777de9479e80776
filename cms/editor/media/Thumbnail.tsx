import { useEffect, useState } from 'react';
import { thumbnailUrl } from './api.ts';

interface Props {
  /** Path inside the content folder: images/blog/cover.png */
  path: string;
  /** Empty when the text beside it names the image already */
  alt?: string;
}

/** A small preview of an image of the library; says so when there is none to show. */
export function Thumbnail({ path, alt = '' }: Props) {
  const [state, setState] = useState<{ path: string; url?: string; failed?: boolean }>({ path });
  useEffect(() => {
    let current = true;
    thumbnailUrl(path).then(
      (url) => current && setState({ path, url }),
      () => current && setState({ path, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [path]);
  // A state left from the path before shows nothing of it.
  const shown = state.path === path ? state : { path };
  if (shown.failed) return <span className="media-thumb media-thumb-missing">No preview</span>;
  if (!shown.url) return <span className="media-thumb media-thumb-loading" aria-hidden="true" />;
  return <img className="media-thumb" src={shown.url} alt={alt} />;
}
