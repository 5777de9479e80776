// Which groups of the form are open. Closed groups are not rendered at all: a product has some 170 fields, and
// drawing them all is what made opening one slow. Kept by the editor, not by the groups, so that a save, which
// renders the form again, leaves open what was open (and the page where it was).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface OpenGroups {
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Opens these groups (and keeps the others as they are) */
  open: (ids: Iterable<string>) => void;
  /** Opens a group and the groups around it, then scrolls to it and puts the keyboard there */
  reveal: (ids: string[], target: string) => void;
}

const Groups = createContext<OpenGroups | null>(null);

export function useOpenGroups(): OpenGroups {
  const groups = useContext(Groups);
  if (!groups) throw new Error('useOpenGroups needs an <OpenGroupsProvider>');
  return groups;
}

/** The form's id of a field, a group or an item: ['plans', 0, 'price'] is root_plans_0_price. */
const fieldId = (path: readonly (string | number)[]) => ['root', ...path].join('_');

/** Opens every group on the way to a field, an item or a section, and puts the keyboard there. */
export function revealPath(groups: OpenGroups, path: readonly (string | number)[]) {
  const chain = path.map((_, i) => fieldId(path.slice(0, i + 1)));
  groups.reveal(chain, fieldId(path));
}

/** The element a group is drawn as: its heading button is `${id}__title`. */
export const groupId = (id: string) => `${id}__group`;

export function OpenGroupsProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const target = useRef<string | null>(null);
  const open = useCallback((ids: Iterable<string>) => {
    setOpened((now) => {
      const next = new Set(now);
      for (const id of ids) next.add(id);
      return next.size === now.size ? now : next;
    });
  }, []);
  const value = useMemo<OpenGroups>(
    () => ({
      isOpen: (id) => opened.has(id),
      toggle: (id) =>
        setOpened((now) => {
          const next = new Set(now);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      open,
      reveal: (ids, to) => {
        target.current = to;
        open(ids);
        // Already open: nothing renders again, so scroll now.
        if (ids.every((id) => opened.has(id))) scrollTo(to);
      },
    }),
    [opened, open],
  );
  useEffect(() => {
    if (target.current) scrollTo(target.current);
    target.current = null;
  }, [opened]);
  return <Groups.Provider value={value}>{children}</Groups.Provider>;
}

function scrollTo(id: string) {
  const element = document.getElementById(groupId(id)) ?? document.getElementById(id);
  element?.scrollIntoView({ block: 'start' });
  const focusable =
    document.getElementById(`${id}__title`) ??
    (element?.matches('button, input, select, textarea') ? (element as HTMLElement) : null) ??
    element?.querySelector<HTMLElement>('button, input, select, textarea');
  focusable?.focus({ preventScroll: true });
}
