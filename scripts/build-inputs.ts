// What `npm run build` reads, for `npm start` to tell whether the last build is older than its sources. Listed by
// what the build never reads rather than by what it does: a new top-level file or folder counts as an input until
// someone adds it below, so a forgotten entry costs a rebuild, never a stale site.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Top-level entries of the project the build never reads: tools, tests, docs, outputs and caches. */
export const NOT_BUILD_INPUTS: ReadonlySet<string> = new Set([
  // Version control, outputs and caches.
  '.git',
  'dist',
  '.tmp',
  '.schemas',
  '.cms-app',
  // The team service compiled by npm run cms:build (scripts/build-node.ts).
  '.cms-service',
  // The editor service's clone and preview checkout, and the releases its deploy hook builds (scripts/deploy-hook.ts).
  '.cms-clone',
  '.cms-preview',
  '.releases',
  'test-results',
  'playwright-report',
  'coverage',
  // The content editor (npm run cms, cms:build, cms:serve): never part of the site's build.
  'cms',
  // Tests, CI, docs and the configuration of tools that are not the build.
  'tests',
  '.ci',
  'docs',
  'README.md',
  '.vscode',
  'eslint.config.js',
  'playwright.config.ts',
  'knip.jsonc',
  '.prettierrc.json',
  '.prettierignore',
  '.gitignore',
  '.env.example',
  // Read by the server when it starts (scripts/start.ts), not by the build: the site reads no import.meta.env.
  '.env',
  // Installed packages: node_modules/.package-lock.json below stands for them (npm rewrites it on every change).
  'node_modules',
]);

/** The files and folders whose change calls for a new build (folders: their files, and their own time too). */
export function buildInputs(root: string, contentDir = process.env.CONTENT_DIR ?? 'content'): string[] {
  const inputs = readdirSync(root)
    .filter((name) => !NOT_BUILD_INPUTS.has(name))
    .map((name) => path.join(root, name));
  inputs.push(path.join(root, 'node_modules/.package-lock.json'));
  // CONTENT_DIR may name a folder outside the project.
  const content = path.resolve(root, contentDir);
  if (!inputs.some((input) => content === input || content.startsWith(input + path.sep))) inputs.push(content);
  return inputs;
}

interface Newest {
  file: string;
  mtimeMs: number;
}

/**
 * The most recently changed file or folder under `entry`. A folder's own time counts: it changes when a file in it
 * is removed or renamed, which leaves no newer file behind.
 */
function newest(entry: string): Newest | undefined {
  if (!existsSync(entry)) return undefined;
  const stat = statSync(entry);
  let found: Newest = { file: entry, mtimeMs: stat.mtimeMs };
  if (stat.isDirectory())
    for (const name of readdirSync(entry)) {
      const inner = newest(path.join(entry, name));
      if (inner && inner.mtimeMs > found.mtimeMs) found = inner;
    }
  return found;
}

export type BuildDecision = { rebuild: false } | { rebuild: true; reason: string };

/** How a build was made, as scripts/build.ts writes it into its stamp: the mode and the content folder. */
export interface BuildSettings {
  mode: string;
  /** Absolute */
  contentDir: string;
}

/** The settings the environment asks for (BUILD_MODE, CONTENT_DIR), as the build would use them. */
export const buildSettings = (root: string, env: NodeJS.ProcessEnv = process.env): BuildSettings => ({
  mode: env.BUILD_MODE ?? 'production',
  contentDir: path.resolve(root, env.CONTENT_DIR ?? 'content'),
});

/** The stamp's text: when the build finished, and how it was made. */
export const stampText = (settings: BuildSettings) => JSON.stringify({ at: new Date().toISOString(), ...settings });

function settingsOf(stamp: string): Partial<BuildSettings> {
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')) as Partial<BuildSettings>;
  } catch {
    return {}; // a stamp from before the settings were written
  }
}

/**
 * Whether the build whose completion `stamp` records is missing, was made with other settings (a development build,
 * another content folder), or is older than one of the build's inputs.
 */
export function buildDecision(
  root: string,
  stamp: string,
  contentDir?: string,
  wanted: BuildSettings = buildSettings(
    root,
    contentDir === undefined ? process.env : { ...process.env, CONTENT_DIR: contentDir },
  ),
): BuildDecision {
  if (!existsSync(stamp)) return { rebuild: true, reason: 'No build yet' };
  const made = settingsOf(stamp);
  if (made.mode !== wanted.mode)
    return {
      rebuild: true,
      reason: `The last build was made in ${made.mode ?? 'an unknown'} mode, not ${wanted.mode}`,
    };
  if (made.contentDir !== wanted.contentDir)
    return {
      rebuild: true,
      reason: `The last build was made from ${made.contentDir ?? 'an unknown content folder'}, not ${wanted.contentDir}`,
    };
  const builtAt = statSync(stamp).mtimeMs;
  for (const input of buildInputs(root, contentDir)) {
    const changed = newest(input);
    if (changed && changed.mtimeMs > builtAt)
      return { rebuild: true, reason: `${path.relative(root, changed.file)} changed since the last build` };
  }
  return { rebuild: false };
}
