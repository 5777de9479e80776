import { useId, useState } from 'react';
import { sizeText } from '../../shared/media-limits.ts';
import type { ImageUser, ListedImage } from './api.ts';
import { Thumbnail } from './Thumbnail.tsx';

export { sizeText };

/** "Used by Home, Shared Hosting": the documents as the outline names them. */
const usedText = (users: ImageUser[]) => `Used by ${users.map((u) => u.title).join(', ')}`;

interface Props {
  images: ListedImage[];
  /** The image just uploaded: marked, and focused so that Enter chooses it */
  fresh: string | null;
  onChoose: (path: string) => void;
  /** Deletes an image no document uses */
  onDelete: (image: ListedImage) => void;
}

/**
 * The images as buttons: a thumbnail, the name, the folder, the size in pixels and in bytes, and who uses it. An
 * image nothing uses is marked so, with a Delete that asks once more.
 */
export function MediaGrid({ images, fresh, onChoose, onDelete }: Props) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const id = useId();
  return (
    <ul className="media-grid">
      {images.map((image, index) => (
        <li key={image.path} className={image.path === fresh ? 'media-fresh' : undefined}>
          <button
            type="button"
            className="media-card"
            onClick={() => onChoose(image.path)}
            autoFocus={image.path === fresh}
          >
            <Thumbnail path={image.path} />
            <span className="media-name" id={`${id}-${index}`}>
              {image.name}
            </span>{' '}
            <span className="media-size">
              {image.folder ? `${image.folder} · ` : ''}
              {image.width} × {image.height} · {sizeText(image.bytes)}
            </span>{' '}
            <span className={image.usedBy.length > 0 ? 'media-used' : 'media-unused'}>
              {image.usedBy.length > 0 ? usedText(image.usedBy) : 'Not used'}
            </span>
          </button>
          {image.usedBy.length === 0 &&
            (confirming === image.path ? (
              <p className="media-confirm" role="group" aria-label={`Delete ${image.name}?`}>
                <button type="button" className="danger" onClick={() => onDelete(image)}>
                  Delete for good
                </button>
                <button type="button" className="secondary" onClick={() => setConfirming(null)}>
                  Keep
                </button>
              </p>
            ) : (
              <button
                type="button"
                className="secondary media-delete"
                // Named "Delete", described by the image's name: a search for the image's name finds the image alone.
                aria-describedby={`${id}-${index}`}
                onClick={() => setConfirming(image.path)}
              >
                Delete
              </button>
            ))}
        </li>
      ))}
    </ul>
  );
}
