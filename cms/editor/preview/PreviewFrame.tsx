// The frame both previews show a page in: a bar (its name, what it shows, the width) and the page laid out at the
// chosen width, scaled down to the column as a thumbnail of the real page.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import './live-preview.css';

const WIDTHS = { desktop: 1280, tablet: 768, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

interface Props {
  /** The bar's name for it: "Live preview", "Draft preview" */
  name: string;
  /** What the bar says beside the name: the page's path, "starting…" */
  about: ReactNode;
  /** The link at the end of the bar, if any */
  link?: { href: string; label: string } | null | undefined;
  /** A line under the bar: why the page is not updated */
  notice?: string | null | undefined;
  src: string;
  title: string;
  frame?: RefObject<HTMLIFrameElement | null>;
  /** For a frame of the editor's own origin: what it may do (an empty string: nothing) */
  sandbox?: string;
  /** For a frame of the editor's own origin: its document, each time one has loaded */
  onLoad?: (document: Document) => void;
}

export function PreviewFrame({ name, about, link, notice, src, title, frame, sandbox, onLoad }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const own = useRef<HTMLIFrameElement>(null);
  const element = frame ?? own;

  useEffect(() => {
    const shown = element.current;
    if (!shown || !onLoad) return;
    const loaded = () => shown.contentDocument && onLoad(shown.contentDocument);
    shown.addEventListener('load', loaded);
    return () => shown.removeEventListener('load', loaded);
  }, [element, onLoad]);
  const [width, setWidth] = useState<Width>('desktop');

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

  return (
    <section className="live-preview" aria-label={name}>
      <div className="live-preview-bar">
        <strong>{name}</strong>
        {about}
        <label>
          <span className="live-preview-hidden">Width</span>
          <select value={width} onChange={(e) => setWidth(e.target.value as Width)}>
            {Object.keys(WIDTHS).map((w) => (
              <option key={w} value={w}>
                {w[0]?.toUpperCase()}
                {w.slice(1)}
              </option>
            ))}
          </select>
        </label>
        {link && (
          <a href={link.href} target="_blank" rel="noreferrer">
            {link.label}
          </a>
        )}
      </div>
      {notice && (
        <p className="live-preview-issue" role="status">
          {notice}
        </p>
      )}
      <div className="live-preview-viewport" ref={viewport}>
        <iframe ref={element} title={title} src={src} {...(sandbox !== undefined && { sandbox })} />
      </div>
    </section>
  );
}
