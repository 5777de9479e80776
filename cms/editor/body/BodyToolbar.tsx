// The toolbar: only what the site's posts use and its MDX renders (no underline, tables, code blocks or task lists).
import {
  BlockTypeSelect,
  BoldItalicUnderlineToggles,
  ButtonOrDropdownButton,
  CodeToggle,
  CreateLink,
  DiffSourceToggleWrapper,
  InsertImage,
  InsertThematicBreak,
  insertJsx$,
  ListsToggle,
  Separator,
  UndoRedo,
  usePublisher,
} from '@mdxeditor/editor';
import { InsertPrice } from './InsertPrice.tsx';

export function BodyToolbar({ components }: { components: string[] }) {
  return (
    <DiffSourceToggleWrapper options={['rich-text', 'source']}>
      <UndoRedo />
      <Separator />
      <BlockTypeSelect />
      <Separator />
      <BoldItalicUnderlineToggles options={['Bold', 'Italic']} />
      <CodeToggle />
      <CreateLink />
      <Separator />
      <ListsToggle options={['bullet', 'number']} />
      <InsertThematicBreak />
      <InsertImage />
      <InsertPrice />
      {components.length > 0 && <InsertComponent components={components} />}
    </DiffSourceToggleWrapper>
  );
}

function InsertComponent({ components }: { components: string[] }) {
  const insertJsx = usePublisher(insertJsx$);
  return (
    <ButtonOrDropdownButton
      title="Insert a component"
      items={components.map((name) => ({ value: name, label: name }))}
      // With a single item there is no menu, and the value chosen is ''.
      onChoose={(name) => insertJsx({ kind: 'flow', name: name || components[0]!, props: {} })}
    >
      Component
    </ButtonOrDropdownButton>
  );
}
