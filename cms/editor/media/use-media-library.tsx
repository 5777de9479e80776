import { useCallback, useState, type ReactNode } from 'react';
import { MediaLibrary, type LibraryOptions } from './MediaLibrary.tsx';

interface Request extends LibraryOptions {
  resolve: (path: string | null) => void;
}

/**
 * The media library as a question: `await choose()` opens it and resolves with the chosen image's path
 * (images/blog/cover.png), or null when the marketer closes it. Render `dialog` anywhere in the component.
 */
export function useMediaLibrary(): { choose: (options?: LibraryOptions) => Promise<string | null>; dialog: ReactNode } {
  const [request, setRequest] = useState<Request | null>(null);
  const choose = useCallback(
    (options: LibraryOptions = {}) => new Promise<string | null>((resolve) => setRequest({ ...options, resolve })),
    [],
  );
  const dialog = request && (
    <MediaLibrary
      accept={request.accept}
      folder={request.folder}
      onClose={(path) => {
        setRequest(null);
        request.resolve(path);
      }}
    />
  );
  return { choose, dialog };
}
