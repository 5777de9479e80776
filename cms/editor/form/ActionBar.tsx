// The bar at the foot of the screen: Save (writes the file, checked; publishes nothing), Publish (commits what was
// saved, listed first), Delete, and what the last of them said, where the marketer's eyes already are.
import type { ReactNode } from 'react';
import { PublishPanel } from './PublishPanel.tsx';

export type Busy = 'save' | 'publish' | 'delete' | 'restore' | null;

interface Props {
  isNew: boolean;
  unsaved: boolean;
  busy: Busy;
  /** Saved changes not published yet; null when the file cannot be published (no git) */
  pending: string[] | null;
  canDelete: boolean;
  /** What the last action said */
  status: ReactNode;
  onSave: () => void;
  onPublish: (changes: string[]) => void;
  onDelete: () => void;
}

export function ActionBar({ isNew, unsaved, busy, pending, canDelete, status, onSave, onPublish, onDelete }: Props) {
  return (
    <footer className="actions">
      <div className="buttons">
        <button type="button" disabled={busy !== null} onClick={onSave}>
          {busy === 'save' ? 'Checking…' : isNew ? 'Create' : 'Save'}
        </button>
        {pending && <PublishPanel pending={pending} unsaved={unsaved} busy={busy !== null} onPublish={onPublish} />}
        {canDelete && (
          <button type="button" className="danger" disabled={busy !== null} onClick={onDelete}>
            Delete
          </button>
        )}
      </div>
      <p className="status" role="status">
        {status ?? (unsaved ? 'Unsaved changes' : '')}
      </p>
    </footer>
  );
}
