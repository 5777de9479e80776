// Fenced code blocks (a help center article's DNS records or shell commands) as plain text: the site shows them as
// they are written, so the editor needs no syntax highlighting, only a box whose text is the block's.
import {
  useCodeBlockEditorContext,
  type CodeBlockEditorDescriptor,
  type CodeBlockEditorProps,
} from '@mdxeditor/editor';

function PlainCodeEditor({ code, language }: CodeBlockEditorProps) {
  const { setCode } = useCodeBlockEditorContext();
  return (
    <textarea
      className="body-editor-code"
      aria-label={language ? `Code (${language})` : 'Code'}
      defaultValue={code}
      spellCheck={false}
      rows={Math.max(2, code.split('\n').length)}
      onChange={(e) => setCode(e.target.value)}
      // Keys belong to the box, not to the rich-text editor around it (Enter, Backspace at its start).
      onKeyDown={(e) => e.stopPropagation()}
    />
  );
}

/** Every code block, whatever its language, in the plain box. */
export const plainCodeBlocks: CodeBlockEditorDescriptor = { priority: 0, match: () => true, Editor: PlainCodeEditor };
