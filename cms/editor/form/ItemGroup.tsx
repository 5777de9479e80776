// One item of a list (rjsf's ArrayFieldItemTemplate): a group titled by its content ("Plan: Starter") that opens
// and closes; a plain value (a badge, a bullet point) stays a line of its own with its buttons.
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { valueAt } from '../../shared/value-at.ts';
import type { EditorFormContext } from './context.ts';
import { Disclosure } from './Disclosure.tsx';
import { itemTitle, titleText } from '../../shared/item-title.ts';
import { ItemTools } from './ItemTools.tsx';

export function ItemGroup({ children, buttonsProps, registry, schema }: ArrayFieldItemTemplateProps) {
  const { data } = registry.formContext as EditorFormContext;
  const { $id: id, path } = buttonsProps.fieldPathId;
  const value = valueAt(data, path);
  const title = itemTitle(path, data);
  const name = titleText(title);
  const isGroup = (value !== null && typeof value === 'object') || schema.type === 'object' || !!schema.oneOf;
  if (!isGroup)
    return (
      <div className="item-line">
        <div className="item-value">{children}</div>
        <ItemTools name={name} buttons={buttonsProps} />
      </div>
    );
  return (
    <Disclosure
      id={id}
      className="item"
      heading={
        <>
          {name}
          {title.detail && <span className="detail"> — {title.detail}</span>}
        </>
      }
      tools={<ItemTools name={name} buttons={buttonsProps} />}
    >
      {() => children}
    </Disclosure>
  );
}
