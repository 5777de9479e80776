// Keeps the form's unsaved edits in the browser as the person types (unsaved-copy.ts), forgets them once saved or
// undone, and on opening the document finds a copy left by a reload, a closed tab or an expired session, to offer
// back. Nothing is kept for a form nobody typed in: only while it differs from what it was loaded from.
import { useEffect, useRef, useState } from 'react';
import type { SaveConflict, Version } from '../api.ts';
import { draftInWork } from '../http.ts';
import { same } from '../../shared/same.ts';
import { readCopy, removeCopy, writeCopy, type UnsavedCopy } from './unsaved-copy.ts';

/** How long typing pauses before the copy is written (a reload sooner still writes it, on pagehide) */
const DEBOUNCE_MS = 400;

interface Options {
  file: string;
  /** False for a new document not created yet */
  enabled: boolean;
  /** What the form was loaded from (or last saved), with its version */
  base: (Version & { version?: string }) | null;
  form: Version;
  unsaved: boolean;
  /** Fields the person has still to choose in (use-merges.ts) */
  conflicts: SaveConflict[];
}

export function useUnsavedCopy({ file, enabled, base, form, unsaved, conflicts }: Options) {
  const draft = draftInWork();
  const [offer, setOffer] = useState<UnsavedCopy | null>(null);
  const [checked, setChecked] = useState(false);
  const latest = useRef<() => void>(() => undefined);

  // Once the document has loaded: a copy that differs from it is offered; one that is the same is done with.
  // (Set while rendering, as React advises for state that follows a prop, rather than in an effect.)
  if (enabled && base && !checked) {
    setChecked(true);
    const copy = readCopy(draft, file);
    if (copy && same(copy.edits, { data: base.data, body: base.body })) removeCopy(draft, file);
    else if (copy) setOffer(copy);
  }

  // As they type (not while a copy is offered: that one is kept until they choose).
  const keeping = enabled && checked && offer === null && base?.version !== undefined;
  useEffect(() => {
    if (!keeping || !base?.version) return;
    const kept = { version: base.version, data: base.data, body: base.body };
    const keep = () => (unsaved ? writeCopy(draft, file, kept, form, conflicts) : removeCopy(draft, file));
    latest.current = keep;
    if (!unsaved) return keep();
    const timer = setTimeout(keep, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keeping, base, form, unsaved, conflicts, draft, file]);

  useEffect(() => {
    if (!keeping) return;
    const flush = () => latest.current();
    addEventListener('pagehide', flush);
    return () => removeEventListener('pagehide', flush);
  }, [keeping]);

  return {
    offer,
    /** The offer answered: restored (the form now holds it, kept again as typed) or discarded */
    settle(restored: boolean) {
      if (!restored) removeCopy(draft, file);
      setOffer(null);
    },
  };
}
