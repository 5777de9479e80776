// The rich-text editor of an MDX body. It is its module's default export so that the content editor can load it
// with React.lazy: documents without a body (products, YAML) never download MDXEditor.
import '@mdxeditor/editor/style.css';
import './body-editor.css';
import { MDXEditor, type MDXEditorMethods, type Translation } from '@mdxeditor/editor';
import { useCallback, useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { bodyEditorPlugins } from './editor-plugins.tsx';
import type { ImageChooser } from './ImageDialog.tsx';
import { houseStyle } from './markdown-syntax.ts';
import { mergeMarkdown } from './merge-markdown.ts';
import { slotValuesOf, type FactValue } from './slot-values.ts';
import type { PlanPrice } from '../../../src/content/prices.ts';

export interface BodyEditorProps {
  /** The body as the file has it, after its frontmatter */
  value: string;
  /** The body after an edit: the file's own bytes everywhere but in the blocks the edit touched */
  onChange: (next: string) => void;
  /** The field's name: shown above the editor, and the accessible name of its text area */
  label: string;
  /** The MDX components a body may use (the site's registry); each is a block with content and no props */
  components: string[];
  /** Stores an image file; resolves to the address the body should use for it */
  uploadImage?: (file: File) => Promise<string>;
  /** Lets the marketer pick an image that is already stored; resolves to its address, or null */
  chooseImage?: ImageChooser;
  /** The address the editor can show a body image from (the body's `images/…` paths are not the editor's) */
  previewImage?: (src: string) => Promise<string>;
  /** Every plan's price, for the "Insert price" picker and the chips of {price:…} slots */
  prices?: PlanPrice[] | undefined;
  /** The declared facts, for the chips of their {name} slots */
  facts?: FactValue[] | undefined;
}

export function BodyEditor(props: BodyEditorProps) {
  const { value, onChange, label, components, uploadImage, chooseImage, previewImage, prices, facts } = props;
  const editor = useRef<MDXEditorMethods>(null);
  // Edits are merged into the text the editor opened (not into the last merge: undoing an edit gives its bytes back),
  // next to the editor's own writing of that text, against which a block counts as untouched.
  const opened = useRef({ text: value, markdown: value });
  const emitted = useRef(value);

  useEffect(() => {
    if (value === emitted.current) return;
    // A text from outside (another document, a reload): the editor starts over from it.
    opened.current = { text: value, markdown: value };
    emitted.current = value;
    editor.current?.setMarkdown(value);
  }, [value]);

  const change = useCallback(
    (markdown: string, normalizing: boolean) => {
      // On mount MDXEditor reports its own writing of the text it was given: not an edit, but what it means by it.
      if (normalizing) {
        opened.current = { ...opened.current, markdown };
        return;
      }
      const next = mergeMarkdown(opened.current.text, markdown, opened.current.markdown);
      if (next === emitted.current) return;
      emitted.current = next;
      onChange(next);
    },
    [onChange],
  );

  const componentNames = components.join('\n');
  const slots = useMemo(() => slotValuesOf(prices ?? [], facts ?? []), [prices, facts]);
  const plugins = useMemo(
    () =>
      bodyEditorPlugins({
        label,
        components: componentNames ? componentNames.split('\n') : [],
        uploadImage,
        chooseImage,
        previewImage,
        slots,
      }),
    [label, componentNames, uploadImage, chooseImage, previewImage, slots],
  );
  const translation = useMemo(() => translateWith(label), [label]);
  const labelId = useId();

  return (
    <div role="group" aria-labelledby={labelId} className="body-editor" onKeyDownCapture={leaveOnTab}>
      <div id={labelId} className="body-editor-label">
        {label}
      </div>
      <MDXEditor
        ref={editor}
        markdown={value}
        onChange={change}
        plugins={plugins}
        toMarkdownOptions={houseStyle}
        translation={translation}
        className="body-editor-root"
        contentEditableClassName="body-editor-content"
      />
    </div>
  );
}

/** MDXEditor's own words, except the text area's name, which is the field's label. */
const translateWith =
  (label: string): Translation =>
  (key, fallback, values = {}) =>
    key === 'contentArea.editableMarkdown'
      ? label
      : Object.entries(values).reduce(
          (text, [name, value]) => text.replaceAll(`{{${name}}}`, () => String(value)),
          fallback,
        );

/**
 * Lexical's list plugin takes Tab anywhere in the text to indent, so a keyboard user could not leave the editor:
 * here Tab and Shift+Tab move the focus, as in any form field, and never reach Lexical.
 */
function leaveOnTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Tab' && (event.target as HTMLElement).closest('[data-lexical-editor]')) event.stopPropagation();
}
