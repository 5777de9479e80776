// The page of the document being edited, with the form's unsaved data, rendered by the dev site beside the form.
// The dev site does the work (cms/local-api/live-preview.ts, ./frame/): this sends it the data on every change and
// shows what it says back. The frame takes the newest data whenever it is ready, so no debounce is needed here.
import { useEffect, useRef, useState } from 'react';
import { draftInWork } from '../http.ts';
import { DraftPagePreview } from './DraftPagePreview.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import type { Path } from '../../shared/describe-change.ts';
import { FRAME_PATH, isFrameMessage, issueLine, SOURCE, type UpdateMessage } from '../../shared/preview-protocol.ts';

export interface LivePreviewProps {
  /** The document's path inside the content folder, e.g. products/shared.yaml */
  file: string;
  /** Its content type, e.g. products (the dev site checks it against the file) */
  type: string;
  /** The saved page's path, for the link to it; null when the document has none yet */
  page: string | null;
  /** The form's data, saved or not */
  data: Record<string, unknown>;
  /** The MDX body as typed, for an .mdx document; undefined keeps the saved body */
  body?: string | undefined;
  /** The dev site's origin, e.g. http://127.0.0.1:5173 (the catalog's `preview`) */
  previewOrigin: string;
  /** Changes with each save (the team's editor shows the draft's page as last saved) */
  saved?: unknown;
  /** A click on the page named this field (or item, or section) of the data: the form opens it */
  onPick?: (path: Path) => void;
}

/** In the team's editor, inside a draft, the draft's own preview of the page; the dev site's live one otherwise. */
export function LivePreview(props: LivePreviewProps) {
  const draft = draftInWork();
  return draft ? (
    <DraftPagePreview
      slug={draft}
      page={props.page}
      saved={props.saved}
      file={props.file}
      type={props.type}
      data={props.data}
      body={props.body}
      onPick={props.onPick}
    />
  ) : (
    <FramedLivePreview {...props} />
  );
}

type Status = { kind: 'waiting' } | { kind: 'shown'; path: string } | { kind: 'paused'; text: string };

function FramedLivePreview({ file, type, page, data, body, previewOrigin, onPick }: LivePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Counts the frame's loads: the dev site reloads it after every save, and each load needs the data again.
  const [loads, setLoads] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'waiting' });
  const sent = useRef(0);
  const answered = useRef(0);
  const picked = useRef(onPick);
  useEffect(() => {
    picked.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== previewOrigin || event.source !== frame.current?.contentWindow) return;
      const message: unknown = event.data;
      if (!isFrameMessage(message)) return;
      if (message.kind === 'ready') return setLoads((n) => n + 1);
      if (message.kind === 'pick') return picked.current?.(message.path);
      // An answer to an older update than one already answered says nothing new.
      if (message.seq < answered.current) return;
      answered.current = message.seq;
      if (message.kind === 'shown') setStatus({ kind: 'shown', path: message.path });
      else if (message.kind === 'invalid') setStatus({ kind: 'paused', text: issueLine(message.issues, file) });
      else setStatus({ kind: 'paused', text: message.message });
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [previewOrigin, file]);

  useEffect(() => {
    if (loads === 0) return;
    const message: UpdateMessage = { source: SOURCE, kind: 'update', seq: ++sent.current, file, type, data, body };
    frame.current?.contentWindow?.postMessage(message, previewOrigin);
  }, [loads, file, type, data, body, previewOrigin]);

  const path = status.kind === 'shown' ? status.path : page;
  return (
    <PreviewFrame
      name="Live preview"
      about={
        <>
          {path && <span className="live-preview-path">{path}</span>}
          {status.kind === 'waiting' && <span className="live-preview-path">starting…</span>}
        </>
      }
      link={page ? { href: `${previewOrigin}${page}`, label: 'Saved page ↗' } : null}
      notice={status.kind === 'paused' ? `Not updated: ${status.text}` : null}
      src={`${previewOrigin}${FRAME_PATH}`}
      title="Live preview"
      frame={frame}
    />
  );
}
