// Test helper: MDXEditor as BodyEditor configures it, rendered in jsdom, for tests that need its own serialisation.
import { MDXEditor, realmPlugin, rootEditor$, type MDXEditorMethods } from '@mdxeditor/editor';
import { render, waitFor } from '@testing-library/react';
import { $getRoot, type LexicalEditor } from 'lexical';
import { createRef } from 'react';
import { expect } from 'vitest';
import { bodyEditorPlugins } from './editor-plugins.tsx';
import { houseStyle } from './markdown-syntax.ts';
import type { SlotValue } from './slot-values.ts';

/** What MDXEditor writes for a body it opened; `slots` are the prices and facts its chips show. */
export async function editorMarkdown(
  body: string,
  components: string[] = [],
  slots: SlotValue[] = [],
): Promise<string> {
  const methods = createRef<MDXEditorMethods>();
  let lexical: LexicalEditor | null = null;
  const grab = realmPlugin({ postInit: (realm) => void (lexical = realm.getValue(rootEditor$)) });
  const { unmount } = render(
    <MDXEditor
      ref={methods}
      markdown={body}
      plugins={[...bodyEditorPlugins({ label: 'Body', components, slots }), grab()]}
      toMarkdownOptions={houseStyle}
    />,
  );
  await waitFor(() => expect(lexical).not.toBeNull());
  // Until its first export MDXEditor answers with the text it was given, and it exports only after a change:
  // marking the whole document changed makes it write the document as it would on a save.
  lexical!.update(() => $getRoot().markDirty(), { discrete: true });
  const markdown = methods.current!.getMarkdown();
  unmount();
  return markdown;
}
