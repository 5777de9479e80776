// A slot in a body's text, {price:shared/Starter} or a fact's {uptimeGuarantee}, shown as a chip with the value the
// page will show rather than as braces. In the file it stays the slot (\{price:shared/Starter\}): the build fills it
// (src/build/remark-facts.ts), so a price edit reaches every post.
import {
  addExportVisitor$,
  addImportVisitor$,
  addLexicalNode$,
  realmPlugin,
  useCellValue,
  type LexicalExportVisitor,
  type MdastImportVisitor,
} from '@mdxeditor/editor';
import {
  $createTextNode,
  DecoratorNode,
  type ElementNode,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { Text } from 'mdast';
import type { JSX } from 'react';
import { isPriceSlot, slotValues$, type SlotValue } from './slot-values.ts';

type SerializedSlot = Spread<{ slot: string }, SerializedLexicalNode>;

class SlotNode extends DecoratorNode<JSX.Element> {
  __slot: string;

  static override getType() {
    return 'content-slot';
  }
  static override clone(node: SlotNode) {
    return new SlotNode(node.__slot, node.__key);
  }
  static override importJSON(json: SerializedSlot) {
    return $createSlotNode(json.slot);
  }
  constructor(slot: string, key?: NodeKey) {
    super(key);
    this.__slot = slot;
  }
  override exportJSON(): SerializedSlot {
    return { ...super.exportJSON(), type: 'content-slot', version: 1, slot: this.__slot };
  }
  override createDOM() {
    const span = document.createElement('span');
    span.className = 'body-slot-host';
    return span;
  }
  override updateDOM() {
    return false;
  }
  override isInline() {
    return true;
  }
  override getTextContent() {
    return this.__slot;
  }
  getSlot() {
    return this.__slot;
  }
  override decorate() {
    return <SlotChip slot={this.__slot} />;
  }
}

export const $createSlotNode = (slot: string) => new SlotNode(slot);
const $isSlotNode = (node: LexicalNode | null | undefined): node is SlotNode => node instanceof SlotNode;

function SlotChip({ slot }: { slot: string }) {
  const known = useCellValue(slotValues$).find((s) => s.slot === slot);
  if (!known)
    return (
      <span className="body-slot body-slot-unknown" title="No plan or fact of this name: the page cannot show it">
        {slot}
      </span>
    );
  return (
    <span className="body-slot" title={`${known.group} › ${known.label}, kept up to date`}>
      {known.value}
    </span>
  );
}

/** The slots a text holds: every {price:…}, and each {name} of a known fact. */
const SLOTS = /\{price:[^{}\n]*\}|\{\w+\}/g;
function* pieces(text: string, facts: ReadonlySet<string>): Generator<{ slot: boolean; text: string }> {
  let at = 0;
  for (const match of text.matchAll(SLOTS)) {
    if (!match[0].startsWith('{price:') && !facts.has(match[0])) continue;
    if (match.index > at) yield { slot: false, text: text.slice(at, match.index) };
    yield { slot: true, text: match[0] };
    at = match.index + match[0].length;
  }
  if (at < text.length) yield { slot: false, text: text.slice(at) };
}

/**
 * Text with slots becomes text and chips. Slots in bold or italic text stay text, as a chip carries no formatting;
 * `facts` are the slots of the declared facts, "{uptimeGuarantee}".
 */
function slotImportVisitor(facts: () => ReadonlySet<string>): MdastImportVisitor<Text> {
  return {
    testNode: 'text',
    priority: 10,
    visitNode({ mdastNode, lexicalParent, actions }) {
      const split = [...pieces(mdastNode.value, facts())];
      const format = actions.getParentFormatting();
      if (!split.some((p) => p.slot) || format !== 0 || actions.getParentStyle() !== '') return actions.nextVisitor();
      for (const piece of split)
        (lexicalParent as ElementNode).append(piece.slot ? $createSlotNode(piece.text) : $createTextNode(piece.text));
    },
  };
}

/** A chip is written as the text of its slot, which the Markdown writer escapes as MDX needs: \{price:…}. */
const slotExportVisitor: LexicalExportVisitor<SlotNode, Text> = {
  testLexicalNode: $isSlotNode,
  visitLexicalNode({ lexicalNode, mdastParent, actions }) {
    actions.appendToParent(mdastParent, { type: 'text', value: lexicalNode.getSlot() });
  },
};

/** Slots as chips: the node, how a text's slots become chips and how a chip is written back. */
export const slotsPlugin = realmPlugin<{ slots: SlotValue[] }>({
  init(realm, params) {
    realm.pub(slotValues$, params?.slots ?? []);
    const facts = () => new Set(realm.getValue(slotValues$).flatMap((s) => (isPriceSlot(s) ? [] : [s.slot])));
    realm.pubIn({
      [addLexicalNode$]: SlotNode,
      [addImportVisitor$]: slotImportVisitor(facts),
      [addExportVisitor$]: slotExportVisitor,
    });
  },
  update: (realm, params) => realm.pub(slotValues$, params?.slots ?? []),
});
