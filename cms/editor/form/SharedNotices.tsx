// Above the form: unsaved edits kept from an earlier visit, offered back; who else has this page open; a save by
// someone else since the form was loaded, with what it changed and a way to bring it into the form.
import { useState } from 'react';
import type { Presence } from '../api.ts';
import { SaveConflicts } from './SaveConflicts.tsx';
import { shownValue } from './shown-value.ts';
import type { UnsavedCopy } from './unsaved-copy.ts';
import type { SharedEditing } from './use-shared-editing.ts';

export interface Change {
  field: string;
  before: unknown;
  after: unknown;
  money: boolean;
}

/** "10:42", or "Nov 26, 10:42" for an earlier day */
function timeOf(iso: string) {
  const at = new Date(iso);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === new Date().toDateString()) return time;
  return `${at.toLocaleDateString([], { month: 'short', day: 'numeric' })}, ${time}`;
}

const ago = (seconds: number) =>
  seconds < 60 ? `${seconds} s ago` : seconds < 3600 ? `${Math.round(seconds / 60)} min ago` : 'earlier';

export function RestoreOffer({
  copy,
  onRestore,
  onDiscard,
}: {
  copy: UnsavedCopy;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="notice saved restore-offer" role="alert">
      <strong>Restore your unsaved changes from {timeOf(copy.at)}?</strong>{' '}
      <button type="button" onClick={onRestore}>
        Restore
      </button>{' '}
      <button type="button" className="secondary" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}

interface PresenceProps {
  presence: Presence | null;
  /** The version the form was loaded from */
  version: string | undefined;
  busy: boolean;
  /** What the newer version changed, field by field */
  onShow: () => Promise<Change[]>;
  onBringIn: () => void;
}

export function PresenceNotice({ presence, version, busy, onShow, onBringIn }: PresenceProps) {
  const [changes, setChanges] = useState<Change[] | null>(null);
  if (!presence) return null;
  const names = presence.others.map((o) => o.name);
  const stale = !busy && version !== undefined && presence.version !== version;
  if (names.length === 0 && !stale) return null;
  const last = presence.lastSave;
  return (
    <div className="notice presence" role="status">
      {names.length > 0 && (
        <p>
          {names.join(' and ')} also {names.length === 1 ? 'has' : 'have'} this page open
        </p>
      )}
      {stale && (
        <>
          <p>
            <strong>
              {last ? `Saved by ${last.name} ${ago(last.secondsAgo)}` : 'Saved by someone else since you opened it'}
            </strong>{' '}
            <button type="button" className="secondary" onClick={() => void onShow().then(setChanges)}>
              Show the change
            </button>{' '}
            <button type="button" onClick={onBringIn}>
              Bring it in
            </button>
          </p>
          {changes && (
            <ul className="their-changes">
              {changes.map((c) => (
                <li key={c.field}>
                  {c.field}: {shownValue(c.before, c.money)} → {shownValue(c.after, c.money)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** The three, in the order a person deals with them */
export function SharedNotices({
  shared,
  version,
  busy,
}: {
  shared: SharedEditing;
  version: string | undefined;
  busy: boolean;
}) {
  const { kept, presence, merges } = shared;
  return (
    <>
      {kept.offer && (
        <RestoreOffer copy={kept.offer} onRestore={shared.restoreCopy} onDiscard={() => kept.settle(false)} />
      )}
      {/* The conflicts above the presence notice, which comes and goes: a choice never moves under the pointer. */}
      <SaveConflicts conflicts={merges.conflicts} onChoose={merges.choose} />
      <PresenceNotice
        presence={presence}
        version={version}
        busy={busy}
        onShow={shared.showTheirs}
        onBringIn={shared.bringIn}
      />
    </>
  );
}
