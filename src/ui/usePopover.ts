// A panel that is an HTML popover (popover="auto", opened by a button's popovertarget) while a component holds its
// open state: the button opens and closes it without JavaScript, so a click before the page's script has run is
// not lost (npm run bench:interaction); once hydrated, the state follows the popover's own changes (its button,
// Escape, a click outside) and opens or closes it when the component says so. jsdom has no popovers: there the
// state alone is kept.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export function usePopover(
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  onOpenChange: (open: boolean) => void,
): void {
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const follow = (event: Event) => onOpenChange((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [panel, onOpenChange]);
  // Opened before the page's script ran: it stays open, and the state is taken from it instead of closing it.
  useEffect(() => {
    if (panel.current?.hidePopover && panel.current.matches(':popover-open')) onOpenChange(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydrating: later changes come as toggle events
  }, []);
  // The state last applied: until it has been open, its "closed" is where it started, not a request. Applied before
  // the browser paints, so that the popover shows in the frame that answers the visitor's input, not in the next.
  const applied = useRef(false);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element?.hidePopover) return;
    const showing = element.matches(':popover-open');
    if (open && !showing) element.showPopover();
    if (!open && showing && applied.current) element.hidePopover();
    applied.current = open;
  }, [panel, open]);
}
