export type Outcome<T> = { index: number; ok: true; value: T } | { index: number; ok: false; error: Error };

/**
 * Each promise's outcome as soon as it settles, whatever the order they were started in. Callers bound the wait by
 * making the promises themselves reject at their deadline (`abortable`), so this needs no signal of its own.
 */
export async function* inCompletionOrder<T>(promises: readonly Promise<T>[]): AsyncGenerator<Outcome<T>> {
  const ready: Outcome<T>[] = [];
  let wake = () => {};
  const settle = (outcome: Outcome<T>) => {
    ready.push(outcome);
    wake();
  };
  promises.forEach((promise, index) =>
    promise.then(
      (value) => settle({ index, ok: true, value }),
      (error: unknown) =>
        settle({ index, ok: false, error: error instanceof Error ? error : new Error(String(error)) }),
    ),
  );
  for (let yielded = 0; yielded < promises.length; yielded++) {
    if (ready.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    yield ready.shift() as Outcome<T>;
  }
}
