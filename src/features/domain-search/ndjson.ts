/**
 * Reads an NDJSON answer of our API line by line as its lines arrive. An answer that is not a stream (400, 429, 503
 * with `{ error }`) rejects with the API's error text, as the JSON endpoint's client does.
 */
export async function* readNdjson<T>(url: string, signal: AbortSignal): AsyncGenerator<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/x-ndjson, application/json' } });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'Network response was not ok');
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const lines = buffer.split('\n');
    buffer = done ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as T;
    if (done) return;
  }
}
