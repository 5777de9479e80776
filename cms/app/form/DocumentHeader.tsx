// The document's name, its file, a link to its page on the preview site and, inside a draft of the team's editor,
// a link to its page in the draft's preview.
interface Props {
  title: string;
  /** The file, from the project root */
  path: string;
  /** The page's address on the preview site, if it has one */
  page: string | null;
  /** The page in the preview of the draft the editor works in, if any */
  draftPreview?: string | null;
}

export function DocumentHeader({ title, path, page, draftPreview }: Props) {
  return (
    <header className="document-header">
      <div>
        <h2>{title}</h2>
        <p className="file">{path}</p>
      </div>
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
