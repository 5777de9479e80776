// Reads content/ into SiteContent: every file of every registered type parsed and validated, every problem
// reported with its file and field, then the checks between files. Node only.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { ContentType, Meta } from './define.ts';
import { describeSchemaIssue } from './describe-schema-issue.ts';
import { checkTitleLengths } from './document-title.ts';
import { checkFacts, withFacts } from './facts.ts';
import { fileNameProblem } from './file-names.ts';
import { splitMdx } from './frontmatter.ts';
import { checkImages } from './images.ts';
import { checkPrices } from './price-check.ts';
import { withPrices } from './prices.ts';
import { bodyImageIssues } from './body-images.ts';
import { atLine, parseMdx, scanBody } from './mdx-body.ts';
import type { ContentIssue } from './issue.ts';
import type { ContentTypes, SiteContent } from './registry.ts';
import { checkSiteRules } from './site-rules.ts';

export interface LoadOptions {
  /** Project root; file names in issues are relative to it */
  root: string;
  /** Content folder relative to root; default content */
  contentDir?: string | undefined;
  /**
   * Files to read as if they were on disk, by path inside the content folder (products/shared.yaml): a text
   * replaces or adds a file, null removes it. The content editor checks a change this way before writing it.
   */
  overlay?: ReadonlyMap<string, string | null> | undefined;
}

interface LoadResult {
  issues: ContentIssue[];
  content?: SiteContent;
}

type Parsed = { data: unknown; body?: string } | { issue: string };
type Loaded = { issues: ContentIssue[]; docs: (Record<string, unknown> & { _meta: Meta })[] };

// The editor checks the whole folder on every save and its live preview on every keystroke, while all but one file
// are as they were: their parse is kept by text, and handed out as a copy so that no caller changes the kept one.
const parsedTexts = new Map<string, Parsed>();
function parse(text: string, extension: string): Parsed {
  const key = `${extension}\0${text}`;
  let parsed = parsedTexts.get(key);
  if (!parsed) {
    if (parsedTexts.size > 1000) parsedTexts.clear();
    parsed = parseText(text, extension);
    parsedTexts.set(key, parsed);
  }
  return structuredClone(parsed);
}

// Their validation too, by the type's schema and the text: a copy of the valid data, or the schema's issues.
type SchemaIssues = NonNullable<ReturnType<ContentType['schema']['safeParse']>['error']>['issues'];
type Validated = { ok: true; data: unknown } | { ok: false; issues: SchemaIssues };
const validatedTexts = new WeakMap<ContentType['schema'], Map<string, Validated>>();
function validate(type: ContentType, text: string, data: unknown): Validated {
  let kept = validatedTexts.get(type.schema);
  if (!kept) validatedTexts.set(type.schema, (kept = new Map()));
  let validated = kept.get(text);
  if (!validated) {
    if (kept.size > 1000) kept.clear();
    const result = type.schema.safeParse(data);
    validated = result.success ? { ok: true, data: result.data } : { ok: false, issues: result.error.issues };
    kept.set(text, validated);
  }
  return validated.ok ? { ok: true, data: structuredClone(validated.data) } : validated;
}

/** Parses YAML, or the YAML frontmatter of an MDX file; a syntax error names its line and column in the file. */
function parseText(text: string, extension: string): Parsed {
  let yaml = text;
  let lineOffset = 0;
  let body: string | undefined;
  if (extension === '.mdx') {
    const parts = splitMdx(text);
    if (!parts) return { issue: 'has no frontmatter: start the file with its fields between two lines of ---' };
    yaml = parts.frontmatter;
    body = parts.body;
    lineOffset = 1;
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { prettyErrors: false, lineCounter });
  const [error] = doc.errors;
  if (error) {
    let { line, col } = lineCounter.linePos(error.pos[0]);
    // An error found at the start of a line (an unclosed bracket, say) is about the end of the line before.
    if (col === 1 && line > 1) [line, col] = [line - 1, (yaml.split('\n')[line - 2]?.length ?? 0) + 1];
    // YAML reads a value that starts with a brace as a map: the usual slip with a fact's {slot} (facts.ts).
    const slotFirst = /^\s*(?:-\s+|[\w-]+:\s+)+\{(?:\w+|price:[^{}\n]*)\}/.test(yaml.split('\n')[line - 1] ?? '');
    const hint = slotFirst ? '; a text that starts with a {slot} goes in quotes: "{uptimeGuarantee} uptime"' : '';
    return { issue: `is not valid YAML: ${error.message} at line ${line + lineOffset}, column ${col}${hint}` };
  }
  return { data: doc.toJS() ?? {}, ...(body !== undefined && { body }) };
}

async function filesOf(
  type: ContentType,
  dir: string,
  overlay: LoadOptions['overlay'],
  singletons: string[],
): Promise<{ files: string[]; strays: string[] }> {
  if (type.kind === 'one') return { files: [type.file], strays: [] };
  const overlaid = [...(overlay ?? [])].filter(([file]) => path.posix.dirname(file) === type.folder);
  const names = [
    ...new Set([
      ...(await readdir(path.join(dir, type.folder))),
      ...overlaid.map(([file]) => path.posix.basename(file)),
    ]),
  ]
    .filter((name) => overlay?.get(path.posix.join(type.folder, name)) !== null)
    .sort();
  const inFolder = (name: string) => path.posix.join(type.folder, name);
  return {
    files: names.filter((n) => n.endsWith(type.extension)).map(inFolder),
    // A content file that no type reads is most likely a misnamed one (.yml, .md); say so rather than skip it.
    strays: names
      .filter((n) => /\.(ya?ml|mdx?|json)$/.test(n) && !n.endsWith(type.extension))
      .map(inFolder)
      .filter((f) => !singletons.includes(f)),
  };
}

/** What the body image check asks of the content folder. */
const imageFiles = (dir: string) => ({
  exists: (image: string) => existsSync(path.join(dir, image)),
  svgText: (image: string) => readFileSync(path.join(dir, image), 'utf8'),
});

async function loadType(
  type: ContentType,
  root: string,
  contentDir: string,
  overlay: LoadOptions['overlay'],
  singletons: string[],
): Promise<Loaded> {
  const dir = path.join(root, contentDir);
  const where = (file: string) => path.posix.join(contentDir.split(path.sep).join('/'), file);
  const { files, strays } = await filesOf(type, dir, overlay, singletons);
  const issues: ContentIssue[] = strays.map((file) => ({
    file: where(file),
    field: '',
    message: `is not read: files in ${path.posix.dirname(where(file))}/ end in ${type.kind === 'many' ? type.extension : ''}`,
  }));
  const docs: Loaded['docs'] = [];
  for (const relative of files) {
    const file = where(relative);
    const extension = path.extname(relative);
    // A collection's file name is its document's slug; the rest of the file is still checked, so that every problem
    // shows in one run.
    const badName = type.kind === 'many' ? fileNameProblem(path.posix.basename(relative)) : undefined;
    if (badName) issues.push({ file, field: '', message: badName });
    let text: string;
    try {
      text = overlay?.get(relative) ?? (await readFile(path.join(dir, relative), 'utf8'));
    } catch (error) {
      issues.push({ file, field: '', message: `could not be read: ${(error as Error).message}` });
      continue;
    }
    const parsed = parse(text, extension);
    if ('issue' in parsed) {
      issues.push({ file, field: '', message: parsed.issue });
      continue;
    }
    const result = validate(type, text, parsed.data);
    if (!result.ok) {
      issues.push(...result.issues.map((issue) => describeSchemaIssue(file, parsed.data, issue)));
      continue;
    }
    issues.push(...checkImages(result.data, file, dir, contentDir));
    const name = path.basename(relative, extension);
    const { body } = parsed;
    // The line the body starts on in the file, so that what is said of a line of the body names the file's line.
    const bodyLine = body === undefined ? undefined : text.slice(0, text.length - body.length).split('\n').length;
    if (body !== undefined && bodyLine !== undefined) {
      const problems = scanBody(body).problems;
      issues.push(...problems.map((problem) => ({ file, field: 'body', message: atLine(problem, bodyLine) })));
      // Its images, once it parses: each names a file under content/images that the build prepares.
      if (problems.length === 0 && body.includes('!['))
        issues.push(...bodyImageIssues(parseMdx(text), { file, contentDir, ...imageFiles(dir) }));
    }
    const meta = { _meta: { file, name, ...(body !== undefined && { body, bodyLine }) } };
    docs.push({ ...(result.data as object), ...(type.kind === 'many' ? { slug: name } : {}), ...meta });
  }
  return { issues, docs };
}

/**
 * The loader of content of the given types (the site's are src/assembly/site-content.ts's): it loads and checks all
 * content, and gives the content only when there is no issue.
 */
export function contentLoader(contentTypes: ContentTypes): (options: LoadOptions) => Promise<LoadResult> {
  const names = Object.keys(contentTypes);
  const types: ContentType[] = Object.values(contentTypes);
  const singletons = types.flatMap((t) => (t.kind === 'one' ? [t.file] : []));
  return async function loadContent({ root, contentDir = 'content', overlay }) {
    const loaded = await Promise.all(
      types.map((type) => loadType(type, path.resolve(root), contentDir, overlay, singletons)),
    );
    const issues = loaded.flatMap((l) => l.issues);
    if (issues.length > 0) return { issues };
    // Each type's documents, validated by its own schema, under its name: SiteContent by construction.
    const written = Object.fromEntries(
      names.map((name, i) => [name, types[i]?.kind === 'one' ? loaded[i]?.docs[0] : loaded[i]?.docs]),
    ) as SiteContent;
    // Figures and prices are read as written, before their slots are filled; everything else as the pages show it.
    const figures = [...checkFacts(written), ...checkPrices(written)];
    const content = withPrices(withFacts(written));
    const checks = [...types.map((type) => type.check), checkSiteRules, checkTitleLengths];
    const problems = [...figures, ...checks.flatMap((check) => check?.(content) ?? [])];
    return problems.length > 0 ? { issues: problems } : { issues: [], content };
  };
}
