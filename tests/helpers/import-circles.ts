// The circles of imports among TypeScript files, type imports included (issue 37), value imports too: the house's one
// check of them (tests/unit/import-circles.test.ts). Relative imports name their file with its extension
// (import-x/extensions), so each one resolves to a path without a resolver.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const SKIP = new Set(['node_modules', 'dist', '.cms-app', '.cms-service']);

/** Every .ts and .tsx file under a folder, tests and their helpers left out (they import what they test). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) || entry.name === 'testing' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The files a file imports, exports from or loads, relative specifiers only, types included. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.') && SOURCE.test(name))
    .map((name) => path.resolve(path.dirname(file), name));
}

/** The circles (strongly connected components of more than one file, or a file importing itself), Tarjan's way. */
export function circles(files: string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(files.map((file) => [file, importsOf(file).filter((to) => known.has(to))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const ring: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      ring.push(member);
    } while (member !== file);
    if (ring.length > 1 || (edges.get(file) ?? []).includes(file)) found.push(ring.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}
