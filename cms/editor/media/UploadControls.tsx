import { useRef } from 'react';

interface Props {
  /** Folders inside images/ */
  folders: string[];
  folder: string;
  onFolder: (folder: string) => void;
  /** The content types the field can take, for the file picker */
  types: string[];
  busy: boolean;
  onFiles: (files: File[]) => void;
}

/** Where uploads go, and the button that opens the system's file picker. */
export function UploadControls({ folders, folder, onFolder, types, busy, onFiles }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <label className="media-folder">
        Upload to
        <select value={folder} onChange={(event) => onFolder(event.target.value)}>
          {folders.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={busy || folders.length === 0} onClick={() => picker.current?.click()}>
        {busy ? 'Uploading…' : 'Upload images…'}
      </button>
      <input
        ref={picker}
        type="file"
        hidden
        multiple
        accept={types.join(',')}
        data-testid="media-file-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}
