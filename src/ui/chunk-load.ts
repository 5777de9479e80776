// Route code and data load as separate chunks; when one fails the visitor gets told which, why and where.
/** Loading a chunk gives up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

type ChunkFailure = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly failure: ChunkFailure,
    readonly url: string,
  ) {
    super(`Loading chunk ${chunk} failed (${failure}: ${url})`);
  }
}

const preloaded = () =>
  new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href));

/** The address in the browser's import() error, e.g. "Failed to fetch dynamically imported module: <url>". */
const urlIn = (error: unknown) => /(https?:\/\/\S+?\.js)\b/.exec(String((error as Error)?.message ?? error))?.[1];

async function classify(url: string): Promise<ChunkFailure> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'missing' : 'other';
  } catch {
    return 'other';
  }
}

/** Runs a chunk import with a time-out and turns any failure into a ChunkLoadError. */
export async function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  if (typeof document === 'undefined') return load();
  const before = preloaded();
  const requested = () => [...preloaded()].filter((href) => !before.has(href)).join(' ') || window.location.href;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', requested())), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    const url = urlIn(error) ?? requested();
    throw new ChunkLoadError(chunk, urlIn(error) ? await classify(url) : 'other', url);
  } finally {
    clearTimeout(timer);
  }
}
