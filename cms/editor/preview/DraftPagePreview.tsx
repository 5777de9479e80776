// Beside the form in the team's editor: the page as the draft's last save makes it, from the draft's preview
// (cms/team/routes/preview.ts), framed and loaded again after each save. The service renders saves, not keys
// typed: the bar says so, and links to the same page in a tab of its own.
import { useState } from 'react';
import { previewHref } from '../team/address.ts';
import { PreviewFrame } from './PreviewFrame.tsx';

interface Props {
  slug: string;
  /** The page the document shows on, as saved; null for a new document not saved yet */
  page: string | null;
  /** Changes with each save */
  saved: unknown;
}

export function DraftPagePreview({ slug, page, saved }: Props) {
  // A save re-renders the draft's preview: the frame asks for the page again (a new element, a new request).
  const [loads, setLoads] = useState(0);
  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    setLoads(loads + 1);
  }

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
      about={
        <>
          <span className="live-preview-path">{page}</span>
          <span className="live-preview-note">as last saved</span>
        </>
      }
      link={{ href, label: 'Open ↗' }}
      src={href}
      title={`Draft preview of ${page}`}
      // No script runs in it (its policy allows none); a link may lead the editor's tab away, on a click.
      sandbox="allow-same-origin allow-top-navigation-by-user-activation"
    />
  );
}
