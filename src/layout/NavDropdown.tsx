import {
  memo,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { NavLink } from '../ui/Link.tsx';
import styled, { css } from 'styled-components';
import { Glyph } from '../ui/Glyph.tsx';
import { CONTAINER_MAX_WIDTH, CONTAINER_PADDING } from '../ui/layout.ts';
import { HEADER_HEIGHT } from '../ui/theme.ts';
import { usePopover } from '../ui/usePopover.ts';

const TRIGGER_HEIGHT = 44;
/** The panel's top edge meets the trigger's bottom edge: the trigger is centred in the fixed header's bar. */
const PANEL_TOP = HEADER_HEIGHT / 2 + TRIGGER_HEIGHT / 2;
/** The item an `end` panel opens under (a dashed ident: one such item per page) */
const END_ANCHOR = '--nav-dropdown-end';

/**
 * Where the panel opens; a popover is in the top layer, placed against the viewport (the header is fixed at its
 * top). `bar`: centred, as the header's centred container is, which keeps a wide mega menu on screen wherever its
 * item sits. `end`: under the item, flush with its right edge (CSS anchor positioning; without it, near the bar's
 * right end). Either way its top edge meets the item's bottom edge, so the pointer never crosses a gap that would
 * close it.
 */
type DropdownAlign = 'bar' | 'end';
const placements: Record<DropdownAlign, { wrap: ReturnType<typeof css>; panel: ReturnType<typeof css> }> = {
  bar: {
    wrap: css``,
    panel: css`
      top: ${PANEL_TOP}px;
      left: 50%;
      transform: translateX(-50%);
    `,
  },
  end: {
    wrap: css`
      anchor-name: ${END_ANCHOR};
    `,
    panel: css`
      top: ${PANEL_TOP}px;
      right: max(${CONTAINER_PADDING}px, 50% - ${CONTAINER_MAX_WIDTH / 2 - CONTAINER_PADDING}px);
      @supports (anchor-name: --a) {
        position-anchor: ${END_ANCHOR};
        top: anchor(bottom);
        right: anchor(right);
      }
    `,
  },
};

const Wrap = styled.li<{ $align: DropdownAlign }>`
  display: flex;
  align-items: center;
  ${(p) => placements[p.$align].wrap}
`;
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: ${TRIGGER_HEIGHT}px;
  padding: 0 6px;
  border: 0;
  background: none;
  color: var(--text);
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;
// The popover's own look (centred, framed, in the system's colours) left for the header's.
const Panel = styled.div<{ $align: DropdownAlign }>`
  position: fixed;
  inset: auto;
  ${(p) => placements[p.$align].panel}
  margin: 0;
  border: 0;
  padding: 10px 0 0;
  overflow: visible;
  background: none;
  color: inherit;
`;
const Surface = styled.div`
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 16px;
  box-shadow: var(--shadow);
  padding: 24px;
`;

interface Props {
  label: string;
  /** Makes the label a link (to the section overview); the chevron button then opens the menu */
  href?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the panel opens */
  align?: DropdownAlign;
  children: ReactNode;
}

/**
 * A disclosure menu that opens on hover and from the keyboard (Enter/Space toggle, Escape closes). Its panel is a
 * popover its trigger opens and closes before the page's script has run too (ui/usePopover.ts); once hydrated, the
 * trigger's clicks are this component's.
 * A click right after the hover that opened it keeps it open: a pointer reaches the trigger by hovering it (and a
 * touch screen sends a hover before the tap), so that click means "this menu", not "close it". A later click
 * toggles it; tabbing or clicking elsewhere, leaving it with the pointer or choosing a link closes it.
 */
export const NavDropdown = memo(function NavDropdown({
  label,
  href,
  open,
  onOpenChange,
  align = 'bar',
  children,
}: Props) {
  const panelId = useId();
  const wrap = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  /** Opened by the pointer and not clicked since: the next click on the trigger keeps it open. */
  const hoverOpened = useRef(false);
  const setOpen = (next: boolean, byHover = false) => {
    hoverOpened.current = next && byHover;
    onOpenChange(next);
  };

  usePopover(panel, open, onOpenChange);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    trigger.current?.focus();
  };
  // Focus leaving for another element outside closes the menu; a click on the panel's background moves focus to
  // nothing (relatedTarget null) and must not.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  };
  const onTriggerClick = (event: MouseEvent) => {
    // The popover would toggle itself too: the click is this handler's alone.
    event.preventDefault();
    if (open && hoverOpened.current) hoverOpened.current = false;
    else setOpen(!open);
  };
  // Choosing a link closes the menu even when it leads to the page already shown (no route change to close it).
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  return (
    <Wrap
      ref={wrap}
      $align={align}
      onMouseEnter={() => !open && setOpen(true, true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {href && <NavLink to={href}>{label}</NavLink>}
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        popoverTarget={panelId}
        aria-label={href ? `${label} menu` : undefined}
        onClick={onTriggerClick}
      >
        {!href && label}
        <Glyph name="chevron-down" size={16} />
      </Trigger>
      <Panel ref={panel} id={panelId} $align={align} popover="auto" onClick={onPanelClick}>
        <Surface>{children}</Surface>
      </Panel>
    </Wrap>
  );
});
