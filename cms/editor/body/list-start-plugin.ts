// MDXEditor drops the number an ordered list starts at: a checklist numbered 4. to 5. under its second heading would
// open, and save, as 1. to 2. This plugin carries the start through the editor in both directions.
import { $isListItemNode, $isListNode, type ListNode } from '@lexical/list';
import {
  addExportVisitor$,
  addImportVisitor$,
  realmPlugin,
  type LexicalExportVisitor,
  type MdastImportVisitor,
} from '@mdxeditor/editor';
import { $isElementNode } from 'lexical';
import type { List, Nodes } from 'mdast';

const startsLate = (start: number | null | undefined) => typeof start === 'number' && start !== 1;

const importStart: MdastImportVisitor<List> = {
  priority: 1,
  testNode: (node: Nodes) => node.type === 'list' && node.ordered === true && startsLate(node.start),
  visitNode({ mdastNode, lexicalParent, actions }) {
    // MDXEditor's own visitor builds the list: as the last child of its parent, or of the item it adds after a parent
    // item for a nested list.
    actions.nextVisitor();
    const host = $isListItemNode(lexicalParent) ? lexicalParent.getNextSibling() : lexicalParent;
    const list = $isElementNode(host) ? host.getLastChild() : null;
    if ($isListNode(list)) list.setStart(mdastNode.start!);
  },
};

const exportStart: LexicalExportVisitor<ListNode, List> = {
  priority: 1,
  testLexicalNode: (node): node is ListNode =>
    $isListNode(node) && node.getListType() === 'number' && startsLate(node.getStart()),
  visitLexicalNode({ lexicalNode, actions }) {
    actions.addAndStepInto('list', { ordered: true, spread: false, start: lexicalNode.getStart() });
  },
};

/** Keeps the start number of ordered lists. Load it after listsPlugin. */
export const listStartPlugin = realmPlugin({
  init(realm) {
    realm.pubIn({ [addImportVisitor$]: importStart, [addExportVisitor$]: exportStart });
  },
});
