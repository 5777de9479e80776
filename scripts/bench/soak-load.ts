// The soak's clients: each asks for one search after another until the time is up, every term a name never asked
// before (so every search reaches the providers), and records what came back.

export interface LoadResult {
  requests: number;
  /** By HTTP status, or 'error' (no answer: refused, reset) and 'timeout' (none within the client's limit) */
  statuses: Record<string, number>;
  /** Answers whose body (or a line of a stream) is not JSON */
  nonJson: number;
  /** Milliseconds from each request to the end of its body */
  latencies: number[];
}

interface LoadOptions {
  /** The site's /api/domains */
  api: string;
  clients: number;
  durationMs: number;
  /** Makes this run's names unlike any other run's against the same server */
  tag: string;
  /** Every n-th request of a client uses /search/stream instead of /search */
  streamEvery?: number;
}

/** Far past any deadline: an answer later than this is counted as none, and keeps the run bounded. */
const CLIENT_LIMIT_MS = 15_000;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** One request and its whole body: status, and whether every document in it parses. */
async function ask(url: string, streamed: boolean): Promise<{ status: string; json: boolean }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(CLIENT_LIMIT_MS) });
    const text = await response.text();
    const documents = streamed && response.ok ? text.split('\n').filter(Boolean) : [text];
    return { status: String(response.status), json: documents.length > 0 && documents.every(isJson) };
  } catch (error) {
    return { status: (error as Error).name === 'TimeoutError' ? 'timeout' : 'error', json: true };
  }
}

export const percentile = (sorted: readonly number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number) : NaN;

export async function runLoad({ api, clients, durationMs, tag, streamEvery = 10 }: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = { requests: 0, statuses: {}, nonJson: 0, latencies: [] };
  const end = performance.now() + durationMs;
  async function client(id: number) {
    for (let i = 0; performance.now() < end; i++) {
      const streamed = i % streamEvery === streamEvery - 1;
      const term = `${tag}c${id}n${i}.com`;
      const started = performance.now();
      const { status, json } = await ask(`${api}/search${streamed ? '/stream' : ''}?q=${term}`, streamed);
      result.latencies.push(performance.now() - started);
      result.requests++;
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      if (!json) result.nonJson++;
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  result.latencies.sort((a, b) => a - b);
  return result;
}
