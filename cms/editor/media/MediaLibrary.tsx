// The media library: every image under content/images as a thumbnail, a search, and uploads by drag-and-drop or a
// file picker. It is a modal <dialog> put at the end of the page, outside the document's form, so that its
// buttons and its search box never submit the document.
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { createPortal } from 'react-dom';
import { deleteImage, listMedia, uploadTo, type ListedImage, type MediaList } from './api.ts';
import { MediaGrid, sizeText } from './MediaGrid.tsx';
import { UploadControls } from './UploadControls.tsx';
import './media.css';

export interface LibraryOptions {
  /** Which paths can be chosen, e.g. an image field's pattern; every image when absent */
  accept?: RegExp;
  /** The folder inside images/ uploads go to unless the marketer picks another */
  folder?: string;
}

interface Props extends LibraryOptions {
  /** The chosen image's path (images/blog/cover.png), or null when the library was closed without a choice */
  onClose: (path: string | null) => void;
}

const UPLOADS = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };

export function MediaLibrary({ accept, folder: preferred, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const chosen = useRef<string | null>(null);
  const [media, setMedia] = useState<MediaList | null>(null);
  const [query, setQuery] = useState('');
  const [folder, setFolder] = useState(preferred ?? '');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  /** What was done to fit an upload, or deleted: said once, after the action */
  const [notes, setNotes] = useState<string[]>([]);
  const [unusedOnly, setUnusedOnly] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    // jsdom has no showModal: tests see an open dialog.
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    let current = true;
    listMedia().then(
      (list) => current && setMedia(list),
      (error: Error) => current && setErrors([`The library could not be read: ${error.message}`]),
    );
    return () => {
      current = false;
    };
  }, []);

  // Uploads are offered only in formats the field takes (an illustration takes SVG drawings, never uploaded).
  const uploads = Object.keys(UPLOADS).filter((extension) => !accept || accept.test(`images/a/a.${extension}`));
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return (media?.images ?? []).filter(
      (image) =>
        (!accept || accept.test(image.path)) &&
        (!unusedOnly || image.usedBy.length === 0) &&
        words.every((w) => image.path.toLowerCase().includes(w)),
    );
  }, [media, query, accept, unusedOnly]);
  const folders = media?.folders ?? [];
  const target = folders.includes(folder) ? folder : folders.includes('blog') ? 'blog' : (folders[0] ?? '');

  async function upload(files: File[]) {
    if (files.length === 0 || uploads.length === 0) return;
    if (!target) {
      setErrors(['The library is still loading: upload the images again in a moment.']);
      return;
    }
    setBusy(true);
    const failed: string[] = [];
    const fitted: string[] = [];
    let last: string | null = null;
    for (const file of files) {
      try {
        const stored = await uploadTo(target, file);
        last = stored.path;
        if (stored.resized) fitted.push(`${file.name}: ${stored.resized}`);
      } catch (error) {
        failed.push(`${file.name}: ${(error as Error).message}`);
      }
    }
    setErrors(failed);
    setNotes(fitted);
    setUnusedOnly(false);
    setQuery('');
    setMedia(await listMedia().catch(() => media));
    setFresh(last);
    setBusy(false);
  }

  async function remove(image: ListedImage) {
    setBusy(true);
    try {
      await deleteImage(image.path);
      setErrors([]);
      setNotes([`${image.name} was deleted.`]);
    } catch (error) {
      setErrors([`${image.name}: ${(error as Error).message}`]);
      setNotes([]);
    }
    setMedia(await listMedia().catch(() => media));
    setBusy(false);
  }

  function close() {
    if (typeof dialog.current?.close === 'function') dialog.current.close();
    else onClose(chosen.current);
  }
  function choose(path: string) {
    chosen.current = path;
    close();
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  return createPortal(
    <dialog
      ref={dialog}
      className={`media-library${dragging ? ' media-dragging' : ''}`}
      aria-labelledby="media-library-title"
      onClose={() => onClose(chosen.current)}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(uploads.length > 0);
      }}
      onDragLeave={(event) => event.currentTarget === event.target && setDragging(false)}
      onDrop={onDrop}
    >
      <header className="media-head">
        <h2 id="media-library-title">Images</h2>
        <button type="button" className="secondary" onClick={close}>
          Close
        </button>
      </header>
      <div className="media-tools">
        <input
          type="search"
          aria-label="Search images by name or folder"
          placeholder="Search images"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {uploads.length > 0 && (
          <UploadControls
            folders={folders}
            folder={target}
            onFolder={setFolder}
            types={uploads.map((u) => UPLOADS[u as keyof typeof UPLOADS])}
            busy={busy}
            onFiles={(files) => void upload(files)}
          />
        )}
      </div>
      <p className="media-hint">
        {uploads.length === 0
          ? 'This field takes SVG drawings coloured by the site’s theme; a developer adds them to the images folder.'
          : media &&
            `Drop images here or upload them (${uploads.join(', ').toUpperCase()}, up to ${sizeText(media.limits.cap)}, at least ${media.limits.minWidth} px wide; a photo over ${media.limits.maxSide} px or ${sizeText(media.limits.bytes)} is made smaller), then choose one.`}
      </p>
      {errors.length > 0 && (
        <div className="notice refused" role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {notes.length > 0 && (
        <div className="notice" role="status">
          {notes.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {media && (
        <label className="media-unused-only">
          <input type="checkbox" checked={unusedOnly} onChange={(event) => setUnusedOnly(event.target.checked)} /> Only
          images no page uses ({media.images.filter((image) => image.usedBy.length === 0).length})
        </label>
      )}
      {!media && errors.length === 0 && <p className="loading">Loading images…</p>}
      {media && shown.length === 0 && <p className="media-hint">No image matches.</p>}
      <MediaGrid images={shown} fresh={fresh} onChoose={choose} onDelete={(image) => void remove(image)} />
    </dialog>,
    document.body,
  );
}
