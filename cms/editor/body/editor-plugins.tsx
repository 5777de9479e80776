// The MDXEditor plugins of the body editor, shared by the component and its round-trip tests so that both load the
// same syntax.
import { EditorView } from '@codemirror/view';
import {
  codeBlockPlugin,
  diffSourcePlugin,
  GenericJsxEditor,
  headingsPlugin,
  imagePlugin,
  jsxPlugin,
  linkDialogPlugin,
  linkPlugin,
  listsPlugin,
  markdownShortcutPlugin,
  quotePlugin,
  thematicBreakPlugin,
  toolbarPlugin,
  type JsxComponentDescriptor,
  type RealmPlugin,
} from '@mdxeditor/editor';
import { styleNonce } from '../csp-nonce.ts';
import { altTextPlugin } from './alt-text-plugin.tsx';
import { plainCodeBlocks } from './code-block.tsx';
import { BodyToolbar } from './BodyToolbar.tsx';
import { ImageDialog, imageChooserPlugin, type ImageChooser } from './ImageDialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { listStartPlugin } from './list-start-plugin.ts';
import { slotsPlugin } from './slot-node.tsx';
import type { SlotValue } from './slot-values.ts';

export interface PluginOptions {
  label: string;
  components: string[];
  uploadImage?: (file: File) => Promise<string>;
  chooseImage?: ImageChooser;
  previewImage?: (src: string) => Promise<string>;
  /** The plans' prices and the facts a body's slots may name, with what the page shows for each */
  slots?: SlotValue[];
}

// The site's components take their content as children and no props; with no source, MDXEditor writes no import
// for them (the site provides them through MDXProvider).
const blockComponent = (name: string): JsxComponentDescriptor => ({
  name,
  kind: 'flow',
  props: [],
  hasChildren: true,
  Editor: GenericJsxEditor,
});

export function bodyEditorPlugins(options: PluginOptions): RealmPlugin[] {
  const { label, components, uploadImage, chooseImage, previewImage, slots = [] } = options;
  const nonce = styleNonce();
  return [
    headingsPlugin({ allowedHeadingLevels: [2, 3] }),
    quotePlugin(),
    listsPlugin(),
    listStartPlugin(),
    thematicBreakPlugin(),
    codeBlockPlugin({ codeBlockEditorDescriptors: [plainCodeBlocks] }),
    // Auto-linking would turn "www.example.com" in running text into a link the file never had.
    linkPlugin({ disableAutoLink: true }),
    // Its dialog picks a page of the site by title, or takes an address.
    linkDialogPlugin({ LinkDialog }),
    imagePlugin({
      imageUploadHandler: uploadImage ?? null,
      ImageDialog,
      imagePreviewHandler: previewImage ?? null,
      // A resized image is written as an <img> tag with a width, which body images are not.
      disableImageResize: true,
    }),
    imageChooserPlugin({ chooseImage }),
    altTextPlugin(),
    slotsPlugin({ slots }),
    jsxPlugin({ jsxComponentDescriptors: components.map(blockComponent) }),
    markdownShortcutPlugin(),
    diffSourcePlugin({
      viewMode: 'rich-text',
      codeMirrorExtensions: [
        EditorView.contentAttributes.of({ 'aria-label': `${label}: Markdown source` }),
        // CodeMirror writes its styles into a <style> element: the page's policy allows it by the nonce.
        ...(nonce ? [EditorView.cspNonce.of(nonce)] : []),
      ],
    }),
    toolbarPlugin({
      toolbarClassName: 'body-editor-toolbar',
      toolbarContents: () => <BodyToolbar components={components} />,
    }),
  ];
}
