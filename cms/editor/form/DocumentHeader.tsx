// The document's name (never its file: a marketer knows it by its name), a link to its page on the preview site and, inside a draft of the team's editor,
// a link to its page in the draft's preview.
interface Props {
  title: string;
  /** The page's address on the preview site, if it has one */
  page: string | null;
  /** The page in the preview of the draft the editor works in, if any */
  draftPreview?: string | null;
}

export function DocumentHeader({ title, page, draftPreview }: Props) {
  return (
    <header className="document-header">
      <h2>{title}</h2>
      <div className="buttons">
        {page && (
          <a className="button secondary" href={page} target="_blank" rel="noreferrer">
            View page ↗
          </a>
        )}
        {draftPreview && (
          <a className="button secondary" href={draftPreview} target="_blank" rel="noreferrer">
            Preview this draft ↗
          </a>
        )}
      </div>
    </header>
  );
}
