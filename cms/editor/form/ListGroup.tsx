// A list of the form (rjsf's ArrayFieldTemplate): its heading, its items and a button that adds one, named after
// what it adds ("Add plan"). A new item opens at once.
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import type { EditorFormContext } from './context.ts';
import { nounOf } from '../../shared/item-title.ts';
import { useOpenGroups } from './open-groups.tsx';

export function ListGroup(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, items, onAddClick, registry, schema, title, optionalDataControl } =
    props;
  const { data } = registry.formContext as EditorFormContext;
  const groups = useOpenGroups();
  const noun = nounOf(fieldPathId.path, data);
  const add = () => {
    groups.reveal([`${fieldPathId.$id}_${items.length}`], `${fieldPathId.$id}_${items.length}`);
    onAddClick();
  };
  return (
    <fieldset className="list" id={fieldPathId.$id}>
      <legend>{title}</legend>
      {schema.description && <p className="field-description">{schema.description}</p>}
      {optionalDataControl}
      <div className="list-items">{items}</div>
      {canAdd && (
        <button
          type="button"
          className="add"
          id={`${fieldPathId.$id}__add`}
          disabled={disabled || readonly}
          onClick={add}
        >
          + Add {noun === 'FAQ' ? 'question' : noun.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
