// Click to edit, on a live preview's document: what a content field fills is outlined under the pointer, and a
// click on it names its field (locate.ts) instead of following a link or pressing a button. Attached by the local
// preview frame to its own document, and by the team editor to its same-origin frame's (which runs no script).
import { locate, type Caret } from './locate.ts';
import type { Path } from '../describe-change.ts';

/** The attribute on the element under the pointer; EDIT_CSS draws it. */
export const HOVER_ATTRIBUTE = 'data-edit-hover';
export const EDIT_CSS = `[${HOVER_ATTRIBUTE}]{outline:2px solid #2563eb;outline-offset:2px;cursor:pointer}`;

export interface VisualEditing {
  /** The form's data as it is now: what the page shows */
  data: () => unknown;
  /** A click named this field (or item, or section) */
  pick: (path: Path) => void;
}

/** Starts click to edit on `doc`; the function it returns stops it. */
export function attachVisualEditing(doc: Document, { data, pick }: VisualEditing): () => void {
  let outlined: Element | null = null;
  const top = () => doc.getElementById('main') ?? doc.body;
  /** The text under the pointer: which of an element's texts it is on ("Email accounts:" or the "5" after it). */
  const caretAt = (event: MouseEvent): Caret | null => {
    const position = doc.caretPositionFromPoint?.(event.clientX, event.clientY);
    if (position) return { node: position.offsetNode, offset: position.offset };
    const range = doc.caretRangeFromPoint?.(event.clientX, event.clientY);
    return range ? { node: range.startContainer, offset: range.startOffset } : null;
  };
  const at = (event: Event) => {
    const element = event.target as Element | null;
    // An element of this document (the frame's own realm or another's: the team editor reaches in from outside).
    if (!element || element.nodeType !== 1 || !top().contains(element)) return null;
    return locate(element, data(), top(), caretAt(event as MouseEvent));
  };
  const outline = (element: Element | null) => {
    if (outlined === element) return;
    outlined?.removeAttribute(HOVER_ATTRIBUTE);
    element?.setAttribute(HOVER_ATTRIBUTE, '');
    outlined = element;
  };
  const onOver = (event: Event) => outline(at(event)?.element ?? null);
  // At most one lookup a frame while the pointer moves.
  let moved: Event | null = null;
  const onMove = (event: Event) => {
    if (!moved)
      requestAnimationFrame(() => {
        if (moved) onOver(moved);
        moved = null;
      });
    moved = event;
  };
  const onLeave = () => outline(null);
  const onClick = (event: Event) => {
    const found = at(event);
    if (!found) return;
    event.preventDefault();
    event.stopPropagation();
    pick(found.path);
  };
  // Over, and moving: one element may hold several fields' texts.
  doc.addEventListener('mouseover', onOver);
  doc.addEventListener('mousemove', onMove);
  doc.addEventListener('mouseleave', onLeave);
  doc.addEventListener('click', onClick, true);
  return () => {
    outline(null);
    doc.removeEventListener('mouseover', onOver);
    doc.removeEventListener('mousemove', onMove);
    doc.removeEventListener('mouseleave', onLeave);
    doc.removeEventListener('click', onClick, true);
  };
}
