import type { MediaItem } from './api';
import { Thumbnail } from './Thumbnail';

export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface Props {
  images: MediaItem[];
  /** The image just uploaded: marked, and focused so that Enter chooses it */
  fresh: string | null;
  onChoose: (path: string) => void;
}

/** The images as buttons: a thumbnail, the name, the folder, the size in pixels and in bytes. */
export function MediaGrid({ images, fresh, onChoose }: Props) {
  return (
    <ul className="media-grid">
      {images.map((image) => (
        <li key={image.path} className={image.path === fresh ? 'media-fresh' : undefined}>
          <button type="button" onClick={() => onChoose(image.path)} autoFocus={image.path === fresh}>
            <Thumbnail path={image.path} />
            <span className="media-name">{image.name}</span>{' '}
            <span className="media-size">
              {image.folder ? `${image.folder} · ` : ''}
              {image.width} × {image.height} · {sizeText(image.bytes)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
