// The page of the document being edited, with the form's unsaved data, rendered by the dev site beside the form.
// The dev site does the work (cms/server/live-preview.ts, ./frame/): this sends it the data on every change and
// shows what it says back. The frame takes the newest data whenever it is ready, so no debounce is needed here.
import { useEffect, useRef, useState } from 'react';
import { FRAME_PATH, isFrameMessage, issueLine, SOURCE, type UpdateMessage } from './protocol';
import './live-preview.css';

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
}

const WIDTHS = { desktop: 1280, tablet: 768, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

type Status = { kind: 'waiting' } | { kind: 'shown'; path: string } | { kind: 'paused'; text: string };

export function LivePreview({ file, type, page, data, body, previewOrigin }: LivePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  // Counts the frame's loads: the dev site reloads it after every save, and each load needs the data again.
  const [loads, setLoads] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'waiting' });
  const [width, setWidth] = useState<Width>('desktop');
  const sent = useRef(0);
  const answered = useRef(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== previewOrigin || event.source !== frame.current?.contentWindow) return;
      const message: unknown = event.data;
      if (!isFrameMessage(message)) return;
      if (message.kind === 'ready') return setLoads((n) => n + 1);
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

  // The site is laid out at the chosen width and scaled down to the column, as a thumbnail of the real page.
  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const fit = () => {
      const scale = Math.min(1, box.clientWidth / WIDTHS[width]);
      box.style.setProperty('--live-preview-width', `${WIDTHS[width]}px`);
      box.style.setProperty('--live-preview-scale', String(scale));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  const path = status.kind === 'shown' ? status.path : page;
  return (
    <section className="live-preview" aria-label="Live preview">
      <div className="live-preview-bar">
        <strong>Live preview</strong>
        {path && <span className="live-preview-path">{path}</span>}
        {status.kind === 'waiting' && <span className="live-preview-path">starting…</span>}
        <label>
          <span className="live-preview-hidden">Width</span>
          <select value={width} onChange={(e) => setWidth(e.target.value as Width)}>
            {Object.keys(WIDTHS).map((name) => (
              <option key={name} value={name}>
                {name[0]?.toUpperCase()}
                {name.slice(1)}
              </option>
            ))}
          </select>
        </label>
        {page && (
          <a href={`${previewOrigin}${page}`} target="_blank" rel="noreferrer">
            Saved page ↗
          </a>
        )}
      </div>
      {status.kind === 'paused' && (
        <p className="live-preview-issue" role="status">
          Not updated: {status.text}
        </p>
      )}
      <div className="live-preview-viewport" ref={viewport}>
        <iframe ref={frame} title="Live preview" src={`${previewOrigin}${FRAME_PATH}`} />
      </div>
    </section>
  );
}
