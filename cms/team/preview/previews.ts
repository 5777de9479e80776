// Drafts' previews: one renderer (a child process running the site's dev server, renderer.ts) and one checkout
// (checkout.ts), moved to whichever draft a request previews, one request at a time. Started when a draft is opened
// in the editor (its pages asked for), saved into or previewed, and stopped after an idle time. Opening a draft and
// each save warm its preview (the renderer started, the checkout moved, the content read again), so that a preview
// asked for after a save only renders.
//
// Why one renderer that switches drafts rather than one per draft: a renderer holds about 600 MB and takes 3.5 to 5 s
// to start on the 2-core machine, while moving it to another draft (git checkout of the files that differ, the content
// read again) and rendering takes 0.2 to 0.3 s (npx tsx scripts/bench/cms-draft-preview.ts). So a second draft costs
// a few tenths of a second, not another start and another 600 MB; renders are serialised, and at 0.1 to 0.3 s each a
// team's previews do not queue for long.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../../../src/assembly/site-content.ts';
import type { SiteContent } from '../../../src/content/registry.ts';
import { oneAtATime } from '../../shared/one-at-a-time.ts';
import type { LiveRequest } from '../../shared/preview-protocol.ts';
import type { TextLog } from '../../../src/server/logger.ts';
import { changedFiles } from '../drafts/changes.ts';
import type { Repo } from '../drafts/repo.ts';
import { affectedPages, type AffectedPage } from './affected-pages.ts';
import type { AsOfView, LiveAnswer, PageAnswer } from './preview-answers.ts';
import { checkoutDir, draftTip, mainTip, previewCheckout } from './checkout.ts';
import { previewPage } from './preview-page.ts';
import { startRenderer, type ChildAnswer, type Renderer } from './renderer.ts';
import { previewPrefix } from './site-path.ts';

export interface PreviewOptions {
  repo: Repo;
  /** The project: its site code renders the pages */
  root: string;
  log: TextLog;
  /** The renderer stops after this long without a preview or a save */
  idleMs: number;
  /** The service's own content, for the pages of a draft whose own content does not load */
  fallbackContent: () => Promise<SiteContent | undefined>;
  /** Where a draft is open in the editor, for the preview's bar */
  editorHref: (slug: string) => string;
}

/** Live pages kept for their frames to load: the last few are enough, each is loaded at once or never. */
const KEPT_LIVE = 16;

export function draftPreviews({ repo, root, log, idleMs, fallbackContent, editorHref }: PreviewOptions) {
  const checkout = previewCheckout(repo, checkoutDir(root, repo));
  const contentDir = path.relative(root, checkout.contentRoot);
  /** The loader names files by the renderer's content folder; people know them as content/… */
  const inContentFolder = (report: string) => report.split(`${contentDir}/`).join(`${repo.contentDir}/`);
  const exclusive = oneAtATime();
  let renderer: Renderer | undefined;
  /** The renderer has rendered nothing yet: its first render transforms every module of the site, about 1 s */
  let cold = false;
  /** What the renderer has read: the checkout's commit, and its content's problems (null: none) */
  let read: { commit: string; invalid: string | null } | undefined;
  let template: string | undefined;
  let closed = false;
  let idle: ReturnType<typeof setTimeout> | undefined;
  /** The site addresses of files rendered pages named: the only ones handed to the dev server */
  const namedFiles = new Set<string>();
  const pagesByCommit = new Map<string, AffectedPage[]>();
  const livePages = new Map<string, { slug: string; html: string; policy: string }>();

  const stopRenderer = async () => {
    const stopping = renderer;
    renderer = undefined;
    read = undefined;
    await stopping?.stop();
  };
  /** A task that uses the renderer, in turn; the idle time counts from its end. */
  const inTurn = <T>(task: () => Promise<T>) =>
    exclusive(async () => {
      try {
        return await task();
      } finally {
        clearTimeout(idle);
        idle = setTimeout(() => void exclusive(stopRenderer), idleMs);
        idle.unref();
      }
    });

  /**
   * A running renderer: started on the draft, else on main (content a publish checked), since the dev server does not
   * start on content its loader refuses; the draft's problems are then the reload's.
   */
  async function running(tip: string): Promise<Renderer | { failed: string; content: boolean }> {
    if (renderer?.running()) return renderer;
    await stopRenderer();
    if (closed) return { failed: 'The editor service is stopping', content: false };
    const main = await mainTip(repo);
    let failed = { failed: 'The preview could not start', content: false };
    for (const commit of new Set([tip, main ?? tip])) {
      await checkout.moveTo(commit);
      const started = await startRenderer({ root, contentDir, log });
      if (started.ok) {
        renderer = started.renderer;
        cold = true;
        read = { commit, invalid: null };
        return renderer;
      }
      failed = { failed: inContentFolder(started.error), content: started.content };
    }
    return failed;
  }

  /** The checkout moved to a commit, and the renderer, when it runs, told which files changed. */
  async function moveTo(commit: string) {
    const changed = await checkout.moveTo(commit);
    if (!renderer?.running() || read?.commit === commit) return;
    read = { commit, invalid: await renderer.reload(changed.map((file) => path.join(checkout.dir, file))) };
  }

  /** The renderer on the draft's newest commit (or the one given); what it found wrong with its content, if anything. */
  async function show(slug: string, commit?: string) {
    const tip = commit ?? (await draftTip(repo, slug));
    if (!tip) return { kind: 'no-draft' } as const;
    const live = await running(tip);
    if (!('reload' in live)) return { kind: 'failed', tip, error: live.failed, content: live.content } as const;
    await moveTo(tip);
    return { kind: 'shown', tip, renderer: live, invalid: read?.invalid ?? null } as const;
  }

  function warm(slug: string) {
    void inTurn(async () => {
      const shown = await show(slug);
      if (shown.kind === 'failed') log.error(`preview of ${slug}: ${shown.error}`);
      if (shown.kind !== 'shown' || !cold) return;
      await shown.renderer.render('/');
      cold = false;
    }).catch((error: unknown) => log.error(`preview of ${slug}: ${(error as Error).message}`));
  }

  return {
    /** A page of a draft, rendered from its newest commit, or from the site as of a time (cms/team/schedule/as-of.ts) */
    page: (slug: string, sitePath: string, asOf?: AsOfView): Promise<PageAnswer> =>
      inTurn(async () => {
        try {
          const shown = await show(slug, asOf?.commit);
          if (shown.kind === 'no-draft') return shown;
          if (shown.kind === 'failed')
            return shown.content
              ? { kind: 'invalid', report: shown.error, commit: shown.tip }
              : { kind: 'failed', error: shown.error };
          if (shown.invalid !== null)
            return { kind: 'invalid', report: inContentFolder(shown.invalid), commit: shown.tip };
          const answer = await shown.renderer.render(sitePath);
          cold = false;
          if (!answer.ok)
            return answer.invalid
              ? { kind: 'invalid', report: inContentFolder(answer.error), commit: shown.tip }
              : { kind: 'failed', error: inContentFolder(answer.error) };
          template ??= await readFile(path.join(root, 'index.html'), 'utf8');
          const bar = { slug, commit: shown.tip, editorHref: editorHref(slug), ...(asOf && { asOf: asOf.notes }) };
          const page = previewPage(template, answer.page, asOf?.prefix ?? previewPrefix(slug), bar);
          for (const address of page.assets) namedFiles.add(address);
          return { kind: 'page', status: answer.page.status, html: page.html, policy: page.policy, commit: shown.tip };
        } catch (error) {
          log.error(`preview of ${slug}${sitePath}: ${(error as Error).message}`);
          return { kind: 'failed', error: 'The preview renderer did not answer: reload the page in a moment' };
        }
      }),

    /** The page of a document's unsaved data in a draft, on the draft's newest commit; nothing is written */
    live: (slug: string, request: LiveRequest): Promise<LiveAnswer> =>
      inTurn(async () => {
        const shown = await show(slug);
        if (shown.kind === 'no-draft') return shown;
        if (shown.kind === 'failed') return { kind: 'failed', error: shown.error };
        const answer = await shown.renderer.live(request);
        cold = false;
        if (!answer.ok)
          return 'issues' in answer
            ? { kind: 'invalid', issues: answer.issues }
            : { kind: 'failed', error: inContentFolder(answer.error) };
        template ??= await readFile(path.join(root, 'index.html'), 'utf8');
        const bar = { slug, commit: shown.tip, editorHref: editorHref(slug), unsaved: true };
        const page = previewPage(template, answer.page, previewPrefix(slug), bar);
        for (const address of page.assets) namedFiles.add(address);
        const token = randomBytes(16).toString('base64url');
        livePages.set(token, { slug, html: page.html, policy: page.policy });
        for (const old of livePages.keys()) if (livePages.size > KEPT_LIVE) livePages.delete(old);
        return { kind: 'page', path: answer.path, body: page.body, policy: page.policy, token };
      }),

    /** A live page made for this draft, by its token */
    livePage: (slug: string, token: string) => {
      const kept = livePages.get(token);
      return kept?.slug === slug ? kept : undefined;
    },

    /**
     * Whether a site path is a file a previewed page named (an image, the font, the icon sprite), not a page. Never
     * the dev server's /@fs/<path on disk>: files are handed over by their address only.
     */
    isFile: (sitePath: string) =>
      namedFiles.has(sitePath) && !sitePath.startsWith('/__preview/') && !sitePath.startsWith('/@fs/'),

    /** Such a file, as the dev server answers it on the draft's content (the images are the content's) */
    file: (slug: string, sitePath: string, commit?: string): Promise<ChildAnswer | null> =>
      inTurn(async () => {
        const shown = await show(slug, commit);
        return shown.kind === 'shown' ? shown.renderer.file(sitePath) : null;
      }),

    /** The pages the draft's changes touch, on its own content (the service's when the draft's does not load) */
    pages: (slug: string): Promise<{ commit: string; pages: AffectedPage[] } | null> =>
      inTurn(async () => {
        const tip = await draftTip(repo, slug);
        if (!tip) return null;
        // Whoever asks has the draft open: its preview will be asked for soon.
        warm(slug);
        const kept = pagesByCommit.get(tip);
        if (kept) return { commit: tip, pages: kept };
        const main = await mainTip(repo);
        const base = main ? (await repo.git(['merge-base', main, tip])).trim() : tip;
        const files = await changedFiles(repo, base, tip);
        await moveTo(tip);
        const own = (await loadContent({ root: checkout.dir, contentDir: repo.contentDir })).content;
        const content = own ?? (await fallbackContent());
        const pages = content ? affectedPages(content, files) : [];
        if (own) pagesByCommit.set(tip, pages);
        return { commit: tip, pages };
      }),

    /** After a save, or as a draft opens: its preview made ready, so that the next request only renders */
    warm,

    /** Whether the renderer runs now */
    running: () => renderer?.running() ?? false,

    /** The renderer stopped and the checkout removed (the service stops) */
    close: () =>
      exclusive(async () => {
        closed = true;
        clearTimeout(idle);
        await stopRenderer();
        await checkout.remove();
      }),
  };
}

export type DraftPreviews = ReturnType<typeof draftPreviews>;
