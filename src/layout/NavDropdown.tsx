import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const Wrap = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0 6px;
  border: 0;
  background: none;
  color: var(--text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  svg {
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;
const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: 100%;
  ${(p) => (p.$align === 'end' ? 'right: 0;' : 'left: 50%; transform: translateX(-50%);')}
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
  align?: 'start' | 'end';
  children: ReactNode;
}

/** A disclosure menu that opens on hover and from the keyboard (Enter/Space toggle, Escape closes). */
export function NavDropdown({ label, href, open, onOpenChange, align = 'start', children }: Props) {
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    onOpenChange(false);
    trigger.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };
  return (
    <Wrap
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={() => onOpenChange(false)}
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
        onClick={() => onOpenChange(!open)}
      >
        {!href && label}
        <ChevronDown aria-hidden="true" size={16} />
      </Trigger>
      <Panel id={panelId} $align={align} hidden={!open}>
        <Surface>{children}</Surface>
      </Panel>
    </Wrap>
  );
}
