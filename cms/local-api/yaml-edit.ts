// Writes edited data back into the text a person wrote. The YAML library's document API changes only the nodes
// whose values changed (a scalar keeps its quoting and its comments); a three-way merge of lines then keeps the
// person's own layout (folded paragraphs, flow lists) everywhere the library would have laid it out differently.
import { diff3Merge, diffPatch } from 'node-diff3';
import { isDeepStrictEqual } from 'node:util';
import { isScalar, parseDocument, type Document } from 'yaml';

/** How new or changed nodes are written: long text on one line, as our files have it; flow lists without spaces. */
const layout = { lineWidth: 0, flowCollectionPadding: false } as const;

type Path = (string | number)[];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const scalarLike = (v: unknown) => v === null || typeof v !== 'object';

/** Sets one value: a scalar keeps its node (style, comments), anything else becomes a new node. */
function set(doc: Document, path: Path, value: unknown) {
  const node = doc.getIn(path, true);
  if (isScalar(node) && scalarLike(value)) node.value = value;
  else doc.setIn(path, scalarLike(value) ? value : doc.createNode(value));
}

/** Applies the difference between before and after to the document, node by node. */
function apply(doc: Document, path: Path, before: unknown, after: unknown): void {
  if (isDeepStrictEqual(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    for (const key of Object.keys(before)) if (after[key] === undefined) doc.deleteIn([...path, key]);
    for (const [key, value] of Object.entries(after)) {
      if (value === undefined) continue;
      if (key in before) apply(doc, [...path, key], before[key], value);
      else doc.setIn([...path, key], doc.createNode(value));
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    after.slice(0, before.length).forEach((value, i) => apply(doc, [...path, i], before[i], value));
    for (let i = before.length - 1; i >= after.length; i--) doc.deleteIn([...path, i]);
    for (const value of after.slice(before.length)) doc.addIn(path, doc.createNode(value));
    return;
  }
  if (path.length === 0) doc.contents = doc.createNode(after) as Document['contents'];
  else set(doc, path, after);
}

/**
 * Neighbouring lines, some laid out anew by the library (a differs from o) and some edited (b differs from o):
 * each edit goes where its old lines stand in the person's text; if one cannot be found, the library's lines.
 */
function resolve(a: string[], o: string[], b: string[]): string[] {
  const out = [...a];
  // From the last edit back, so that earlier offsets stay true.
  for (const { buffer1, buffer2 } of diffPatch(o, b).reverse()) {
    const old = buffer1.chunk;
    const at = old.length === 0 ? -1 : out.findIndex((_, i) => old.every((line, j) => out[i + j] === line));
    if (at < 0) return b;
    out.splice(at, old.length, ...buffer2.chunk);
  }
  return out;
}

/** Lines of the person's text, except where the edit changed what the library writes. */
function merge(mine: string, base: string, edited: string): string {
  const lines = (s: string) => s.split('\n');
  return diff3Merge(lines(mine), lines(base), lines(edited))
    .flatMap((chunk) => {
      if (chunk.ok) return chunk.ok;
      const { a = [], o = [], b = [] } = chunk.conflict ?? {};
      return resolve(a, o, b);
    })
    .join('\n');
}

/** The YAML text with data written into it; throws if the text is not valid YAML. */
export function editYaml(text: string, data: unknown): string {
  const doc = parseDocument(text);
  if (doc.errors[0]) throw doc.errors[0];
  const base = doc.toString(layout);
  apply(doc, [], doc.toJS(), data);
  const edited = doc.toString(layout);
  if (edited === base) return text;
  const merged = merge(text, base, edited);
  // The merge only keeps layout; should it ever change a value, the library's own text is the safe answer.
  return isDeepStrictEqual(parseDocument(merged).toJS(), doc.toJS()) ? merged : edited;
}

/** The data of a YAML text. */
export const readYaml = (text: string): unknown => parseDocument(text).toJS() ?? {};
