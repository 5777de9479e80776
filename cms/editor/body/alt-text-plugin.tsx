// An image dropped or pasted into the editor is uploaded and inserted by MDXEditor with no alt text. This plugin
// opens the image dialog on it, so that its alt text is asked for like that of an image inserted from the toolbar.
import {
  $isImageNode,
  addComposerChild$,
  ImageNode,
  openEditImageDialog$,
  realmPlugin,
  rootEditor$,
  useCellValue,
  usePublisher,
} from '@mdxeditor/editor';
import { $getNodeByKey } from 'lexical';
import { useEffect } from 'react';

function AskAltText() {
  const editor = useCellValue(rootEditor$);
  const openDialog = usePublisher(openEditImageDialog$);
  useEffect(
    () =>
      editor?.registerMutationListener(
        ImageNode,
        (mutations) => {
          editor.getEditorState().read(() => {
            for (const [key, mutation] of mutations) {
              const node = $getNodeByKey(key);
              if (mutation !== 'created' || !$isImageNode(node) || node.getAltText().trim() !== '') continue;
              openDialog({ nodeKey: key, initialValues: { src: node.getSrc(), altText: '', title: node.getTitle() } });
              return;
            }
          });
        },
        // The images the body opened with are not asked about: only those the marketer adds.
        { skipInitialization: true },
      ),
    [editor, openDialog],
  );
  return null;
}

export const altTextPlugin = realmPlugin({
  init(realm) {
    realm.pub(addComposerChild$, AskAltText);
  },
});
