// The bar at the foot of a previewed page: which draft it shows (as last saved, or with unsaved changes), that the site's scripts do not run there,
// and a way back to the draft in the editor. Rendered by React (its values escaped), put in by preview-page.ts after
// the page's addresses moved: its link leads out of the preview, to the editor.

export interface PreviewBarProps {
  slug: string;
  /** The save it shows (for the service's log; a marketer is told "as last saved", never a commit) */
  commit: string;
  /** Where the draft is open in the editor */
  editorHref: string;
  /** The page shows a document's unsaved changes (the editor's live preview), not the draft as saved */
  unsaved?: boolean;
  /** The site as of a time: when, then what was applied by then (cms/team/schedule/as-of.ts) */
  asOf?: string[] | undefined;
}

// At the foot of the window, where it covers none of the site's own header (which sticks to the top).
export const BAR_CSS =
  'body{padding-bottom:3rem}.cms-preview-bar{position:fixed;left:0;right:0;bottom:0;z-index:2147483647;display:flex;' +
  'flex-wrap:wrap;gap:.25rem 1rem;align-items:center;padding:.5rem 1rem;font:14px/1.4 system-ui,sans-serif;' +
  'background:#fff4c2;color:#1d2330;border-top:2px solid #8a6d00}.cms-preview-bar a{color:#1f3fa6}';

export function PreviewBar({ slug, editorHref, unsaved = false, asOf }: PreviewBarProps) {
  const [when, ...applied] = asOf ?? [];
  return (
    <div className="cms-preview-bar" role="note">
      <strong>{`Preview of the draft ${slug}`}</strong>
      {when ? (
        <span>{`${when}: ${applied.join('; ') || 'nothing scheduled by then'}. Without the site’s scripts.`}</span>
      ) : (
        <span>
          {`${unsaved ? 'with the changes not saved yet' : 'as last saved'}, without the site’s scripts: menus, forms and search do not work here.`}
        </span>
      )}
      <a href={editorHref} target="_top">
        Back to the draft
      </a>
    </div>
  );
}
