// The document's name, its file, and a link to its page on the preview site.
interface Props {
  title: string;
  /** The file, from the project root */
  path: string;
  /** The page's address on the preview site, if it has one */
  page: string | null;
}

export function DocumentHeader({ title, path, page }: Props) {
  return (
    <header className="document-header">
      <div>
        <h2>{title}</h2>
        <p className="file">{path}</p>
      </div>
      {page && (
        <a className="button secondary" href={page} target="_blank" rel="noreferrer">
          View page ↗
        </a>
      )}
    </header>
  );
}
