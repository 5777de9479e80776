// Beside the form in the team's editor: the page as the draft makes it, from the draft's preview
// (cms/team/routes/preview.ts), with the form's unsaved changes drawn in as the marketer types. The service renders
// them with the site's own components (POST /api/drafts/<slug>/live, cms/team/preview/live-render.tsx), and the page
// is swapped into the frame in place, so that it keeps where it was scrolled to. The frame runs no script: the
// editor reaches into it (same origin) to outline what a field fills and to open that field on a click.
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch, jsonBody } from '../http.ts';
import { issueMessage } from '../form/issue-words.ts';
import { previewHref } from '../team/address.ts';
import { attachVisualEditing } from '../../shared/visual-edit/overlay.ts';
import type { Path } from '../../shared/describe-change.ts';
import { PreviewFrame } from './PreviewFrame.tsx';

interface Props {
  slug: string;
  /** The page the document shows on, as saved; null for a new document not saved yet */
  page: string | null;
  /** Changes with each save */
  saved: unknown;
  /** The document, as the live preview sends it */
  file: string;
  type: string;
  data: Record<string, unknown>;
  body?: string | undefined;
  onPick?: ((path: Path) => void) | undefined;
}

type LiveAnswer =
  { ok: true; body: string; policy: string; live: string } | { ok: false; message?: string; error?: string };

/** Puts a rendered page's body into the frame's document in place, when the document's policy allows its styles. */
function swapIn(frame: HTMLIFrameElement, shown: { policy: string | null }, answer: { body: string; policy: string }) {
  const doc = frame.contentDocument;
  if (!doc?.body || shown.policy !== answer.policy) return false;
  // Parsed inert (no stylesheet in it: they are in the head, which stays), then taken into the frame's document.
  const next = new DOMParser().parseFromString(`<body>${answer.body}</body>`, 'text/html');
  doc.body.replaceWith(doc.importNode(next.body, true));
  return true;
}

/** Calls `then` with the frame's next document once it is parsed (its load waits for every image). */
function whenParsed(frame: HTMLIFrameElement, before: Document | null, then: (doc: Document) => void) {
  const check = () => {
    const doc = frame.contentDocument;
    if (doc && doc !== before && doc.readyState !== 'loading') then(doc);
    else setTimeout(check, 25);
  };
  check();
}

export function DraftPagePreview({ slug, page, saved, file, type, data, body, onPick }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  // A save re-renders the draft's preview: the frame asks for the page again (a new element, a new request).
  const [loads, setLoads] = useState(0);
  const [seen, setSeen] = useState(saved);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef({ data, onPick });
  const sending = useRef<{ busy: boolean; next: (() => Promise<void>) | null }>({ busy: false, next: null });
  const first = useRef(true);
  /** The policy of the page in the frame, when it is a live page (whose styles the next live page likely shares) */
  const shown = useRef<{ policy: string | null }>({ policy: null });
  if (saved !== seen) {
    setSeen(saved);
    setLoads(loads + 1);
  }

  useEffect(() => {
    latest.current = { data, onPick };
  }, [data, onPick]);

  // A save loads the saved page again: the next change is a live page of its own.
  useEffect(() => {
    shown.current = { policy: null };
  }, [loads]);

  // Click to edit, once per document the frame shows.
  const attached = useRef(new WeakSet<Document>());
  const attach = useCallback((doc: Document) => {
    if (attached.current.has(doc)) return;
    attached.current.add(doc);
    attachVisualEditing(doc, { data: () => latest.current.data, pick: (path) => latest.current.onPick?.(path) });
  }, []);

  // Every change after the first render is sent; while one is on its way, only the newest waits behind it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const send = async () => {
      const response = await apiFetch(`/api/drafts/${slug}/live`, {
        method: 'POST',
        ...jsonBody({ file, type, data, body }),
      });
      const answer = (await response.json().catch(() => ({ ok: false }))) as LiveAnswer;
      if (!answer.ok) return setNotice(`Not updated: ${issueMessage(answer.message ?? answer.error ?? '')}`);
      setNotice(null);
      const element = frame.current;
      if (!element || swapIn(element, shown.current, answer)) return;
      const before = element.contentDocument;
      shown.current = { policy: answer.policy };
      element.src = answer.live;
      whenParsed(element, before, attach);
    };
    const run = async (task: () => Promise<void>) => {
      sending.current.busy = true;
      await task().catch(() => setNotice('Not updated: the editor cannot reach its service right now'));
      const next = sending.current.next;
      sending.current.next = null;
      if (next) return run(next);
      sending.current.busy = false;
    };
    if (sending.current.busy) sending.current.next = send;
    else void run(send);
  }, [slug, file, type, data, body, attach]);

  if (!page)
    return (
      <section className="live-preview" aria-label="Draft preview">
        <div className="live-preview-bar">
          <strong>Draft preview</strong>
        </div>
        <p className="live-preview-empty">Save this document to see its page here, as the draft will publish it.</p>
      </section>
    );
  const href = previewHref(slug, page);
  return (
    <PreviewFrame
      key={loads}
      name="Draft preview"
      about={<span className="live-preview-path">{page}</span>}
      link={{ href, label: 'Open ↗' }}
      notice={notice}
      src={href}
      title={`Draft preview of ${page}`}
      frame={frame}
      // The editor draws the outline and takes the clicks (the page's own scripts never run in it).
      onLoad={attach}
      // No script runs in it (its policy allows none); a link may lead the editor's tab away, on a click.
      sandbox="allow-same-origin allow-top-navigation-by-user-activation"
    />
  );
}
