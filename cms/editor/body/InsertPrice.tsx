// The toolbar's "Insert price": a plan picked by product and plan, with its price as the page shows it now, goes
// into the text as a chip, written {price:shared/Starter} in the file, so that the post follows the plan's price.
import { ButtonWithTooltip, insertDecoratorNode$, useCellValue, usePublisher } from '@mdxeditor/editor';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { $createSlotNode } from './slot-node.tsx';
import { isPriceSlot, slotValues$, type SlotValue } from './slot-values.ts';

export function InsertPrice() {
  const prices = useCellValue(slotValues$).filter(isPriceSlot);
  const insert = usePublisher(insertDecoratorNode$);
  const [open, setOpen] = useState(false);
  if (prices.length === 0) return null;
  return (
    <>
      <ButtonWithTooltip title="Insert price" onClick={() => setOpen(true)}>
        <span className="body-toolbar-text">Price</span>
      </ButtonWithTooltip>
      {open && (
        <PriceDialog
          prices={prices}
          onInsert={(slot) => {
            setOpen(false);
            insert(() => $createSlotNode(slot));
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

interface DialogProps {
  prices: SlotValue[];
  onInsert: (slot: string) => void;
  onClose: () => void;
}

function PriceDialog({ prices, onInsert, onClose }: DialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [slot, setSlot] = useState(prices[0]?.slot ?? '');
  const groups = [...new Set(prices.map((p) => p.group))];

  useEffect(() => {
    const element = dialog.current;
    // A modal dialog keeps focus inside it and closes on Escape; jsdom has no showModal, so tests see an open one.
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onInsert(slot);
  };
  return (
    <dialog ref={dialog} className="body-editor-dialog" aria-labelledby={`${id}-title`} onCancel={onClose}>
      <form onSubmit={submit}>
        <h2 id={`${id}-title`}>Insert price</h2>
        <p className="field">
          <label htmlFor={`${id}-plan`}>Plan</label>
          <select
            id={`${id}-plan`}
            value={slot}
            onChange={(e) => setSlot(e.target.value)}
            aria-describedby={`${id}-hint`}
          >
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                {prices
                  .filter((p) => p.group === group)
                  .map((p) => (
                    <option key={p.slot} value={p.slot}>
                      {`${p.label}: ${p.value}`}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <span id={`${id}-hint`} className="hint">
            The text shows the plan&apos;s price as its card does, and follows it when the price changes.
          </span>
        </p>
        <p className="buttons">
          <button type="submit">Insert</button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </p>
      </form>
    </dialog>
  );
}
