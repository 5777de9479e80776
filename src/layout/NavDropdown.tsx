import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { NavLink } from '../ui/Link.tsx';
import styled, { css } from 'styled-components';
import { Glyph } from '../ui/Glyph.tsx';

const TRIGGER_HEIGHT = 44;

/**
 * Where the panel opens. `bar`: centred in the header's container (the item is left unpositioned, so the
 * container is the panel's containing block), which keeps a wide mega menu on screen wherever its item sits; its
 * top edge meets the item's bottom edge, so the pointer never crosses a gap that would close it. `end`: under the
 * item, flush with its right edge.
 */
type DropdownAlign = 'bar' | 'end';
const placements: Record<DropdownAlign, { wrap: ReturnType<typeof css>; panel: ReturnType<typeof css> }> = {
  bar: {
    wrap: css``,
    panel: css`
      top: calc(50% + ${TRIGGER_HEIGHT / 2}px);
      left: 50%;
      transform: translateX(-50%);
    `,
  },
  end: {
    wrap: css`
      position: relative;
    `,
    panel: css`
      top: 100%;
      right: 0;
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
const Panel = styled.div<{ $align: DropdownAlign }>`
  position: absolute;
  ${(p) => placements[p.$align].panel}
  padding-top: 10px;
  z-index: 60;
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
  /** Where the panel opens; `bar` needs a positioned header container around the item */
  align?: DropdownAlign;
  children: ReactNode;
}

/**
 * A disclosure menu that opens on hover and from the keyboard (Enter/Space toggle, Escape closes).
 * A click right after the hover that opened it keeps it open: a pointer reaches the trigger by hovering it (and a
 * touch screen sends a hover before the tap), so that click means "this menu", not "close it". A later click
 * toggles it; tabbing or clicking elsewhere, leaving it with the pointer or choosing a link closes it.
 */
export function NavDropdown({ label, href, open, onOpenChange, align = 'bar', children }: Props) {
  const panelId = useId();
  const wrap = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  /** Opened by the pointer and not clicked since: the next click on the trigger keeps it open. */
  const hoverOpened = useRef(false);
  const setOpen = (next: boolean, byHover = false) => {
    hoverOpened.current = next && byHover;
    onOpenChange(next);
  };

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
  const onTriggerClick = () => {
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
        aria-label={href ? `${label} menu` : undefined}
        onClick={onTriggerClick}
      >
        {!href && label}
        <Glyph name="chevron-down" size={16} />
      </Trigger>
      <Panel id={panelId} $align={align} hidden={!open} onClick={onPanelClick}>
        <Surface>{children}</Surface>
      </Panel>
    </Wrap>
  );
}
