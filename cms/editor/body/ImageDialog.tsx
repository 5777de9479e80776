// Replaces MDXEditor's image dialog, whose labels name no field and which saves an image without alt text: here the
// alt text is required, a file too large to send is refused when chosen, and a failed upload says so instead of
// leaving the dialog stuck.
import {
  Cell,
  closeImageDialog$,
  imageDialogState$,
  imageUploadHandler$,
  realmPlugin,
  saveImage$,
  useCellValues,
  usePublisher,
  type SaveImageParameters,
} from '@mdxeditor/editor';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { tooLarge } from '../media/api.ts';

export type ImageChooser = () => Promise<string | null>;

// MDXEditor mounts the dialog once; the chooser is a cell that every render of the editor updates, as MDXEditor
// does for its upload handler.
const imageChooser$ = Cell<ImageChooser | null>(null);

export const imageChooserPlugin = realmPlugin<{ chooseImage?: ImageChooser }>({
  init: (realm, params) => realm.pub(imageChooser$, params?.chooseImage ?? null),
  update: (realm, params) => realm.pub(imageChooser$, params?.chooseImage ?? null),
});

export function ImageDialog() {
  const [state, upload, chooseImage] = useCellValues(imageDialogState$, imageUploadHandler$, imageChooser$);
  const save = usePublisher(saveImage$);
  const close = usePublisher(closeImageDialog$);
  if (state.type === 'inactive') return null;
  const initial = state.type === 'editing' ? state.initialValues : {};
  const key = state.type === 'editing' ? state.nodeKey : 'new';
  return (
    <ImageForm key={key} initial={initial} upload={upload} chooseImage={chooseImage} onSave={save} onClose={close} />
  );
}

interface FormProps {
  initial: Omit<SaveImageParameters, 'file'>;
  upload: ((file: File) => Promise<string>) | null;
  chooseImage: ImageChooser | null;
  onSave: (image: SaveImageParameters) => void;
  onClose: () => void;
}

function ImageForm({ initial, upload, chooseImage, onSave, onClose }: FormProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [src, setSrc] = useState(initial.src ?? '');
  const [alt, setAlt] = useState(initial.altText ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ field: 'src' | 'alt'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    // A modal dialog keeps focus inside it and closes on Escape; jsdom has no showModal, so tests see an open one.
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file && !src.trim()) return setError({ field: 'src', text: 'Choose an image file or give its address.' });
    if (!alt.trim()) return setError({ field: 'alt', text: 'Describe the image for people who cannot see it.' });
    let address = src.trim();
    if (file && upload) {
      setBusy(true);
      try {
        address = await upload(file);
      } catch (cause) {
        setBusy(false);
        return setError({ field: 'src', text: `The upload failed: ${cause instanceof Error ? cause.message : cause}` });
      }
    }
    onSave({ src: address, altText: alt.trim(), title: initial.title });
  }

  const described = (field: 'src' | 'alt', ...others: string[]) => {
    const ids = error?.field === field ? [...others, `${id}-error`] : others;
    return { 'aria-invalid': error?.field === field || undefined, 'aria-describedby': ids.join(' ') || undefined };
  };
  return (
    <dialog ref={dialog} className="body-editor-dialog" aria-labelledby={`${id}-title`} onCancel={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`}>{initial.src ? 'Edit image' : 'Insert image'}</h2>
        {upload && (
          <p className="field">
            <label htmlFor={`${id}-file`}>Image file</label>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/*"
              onChange={(e) => {
                // Said at once: a file over the cap would only be refused after a long upload.
                const chosen = e.target.files?.[0] ?? null;
                const refused = chosen && tooLarge(chosen);
                setError(refused ? { field: 'src', text: refused } : null);
                setFile(refused ? null : chosen);
              }}
            />
          </p>
        )}
        <p className="field">
          <label htmlFor={`${id}-src`}>{upload ? 'Or its address' : 'Image address'}</label>
          <input
            id={`${id}-src`}
            type="text"
            value={src}
            onChange={(e) => setSrc(e.target.value)}
            {...described('src')}
          />
          {chooseImage && (
            <button type="button" className="secondary" onClick={() => void chooseImage().then((s) => s && setSrc(s))}>
              Choose an existing image
            </button>
          )}
        </p>
        <p className="field">
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <input
            id={`${id}-alt`}
            type="text"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            {...described('alt', `${id}-hint`)}
          />
          <span id={`${id}-hint`} className="hint">
            What the image shows, read out to people who cannot see it.
          </span>
        </p>
        {error && (
          <p id={`${id}-error`} className="error" role="alert">
            {error.text}
          </p>
        )}
        <p className="buttons">
          <button type="submit" disabled={busy}>
            {busy ? 'Uploading…' : 'Save'}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </p>
      </form>
    </dialog>
  );
}
