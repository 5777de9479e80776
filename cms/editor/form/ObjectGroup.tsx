// A group of fields (rjsf's ObjectFieldTemplate). The document's own groups (menu, card) open and close like list
// items; a group inside one of those is drawn as it is, since its parent already opens and closes.
import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { Disclosure } from './Disclosure.tsx';

const { ObjectFieldTemplate: Plain } = getDefaultRegistry().templates;

export function ObjectGroup(props: ObjectFieldTemplateProps) {
  const { fieldPathId, title, formData } = props;
  const { path } = fieldPathId;
  // Only a fixed type, the rest chosen below it (the kinds of a form section): no empty box above the choice.
  if ((props.schema.oneOf || props.schema.anyOf) && props.properties.every((p) => p.hidden))
    return <>{props.properties.map((p) => p.content)}</>;
  // An item of a list is titled by its group already ("Plan: Starter"), not again as "Plans-1".
  if (typeof path[path.length - 1] === 'number') return <Plain {...props} title="" />;
  // Not in the file yet: its heading and the button that adds it.
  if (path.length !== 1 || formData === undefined) return <Plain {...props} />;
  return (
    <Disclosure id={fieldPathId.$id} heading={title} tools={props.optionalDataControl}>
      {() => <Plain {...props} title="" optionalDataControl={undefined} />}
    </Disclosure>
  );
}
