// Move and remove buttons of a list item, named after the item for screen readers and keyboard users.
import type { ArrayFieldItemButtonsTemplateProps } from '@rjsf/utils';

export function ItemTools({ name, buttons }: { name: string; buttons: ArrayFieldItemButtonsTemplateProps }) {
  const { hasMoveUp, hasMoveDown, hasRemove, disabled, readonly, onMoveUpItem, onMoveDownItem, onRemoveItem } = buttons;
  const locked = disabled || readonly;
  return (
    <div className="item-tools">
      {(hasMoveUp || hasMoveDown) && (
        <>
          <button
            type="button"
            className="icon"
            aria-label={`Move ${name} up`}
            title="Move up"
            disabled={locked || !hasMoveUp}
            onClick={onMoveUpItem}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon"
            aria-label={`Move ${name} down`}
            title="Move down"
            disabled={locked || !hasMoveDown}
            onClick={onMoveDownItem}
          >
            ↓
          </button>
        </>
      )}
      {hasRemove && (
        <button
          type="button"
          className="icon danger"
          aria-label={`Remove ${name}`}
          title="Remove"
          disabled={locked}
          onClick={onRemoveItem}
        >
          ✕
        </button>
      )}
    </div>
  );
}
