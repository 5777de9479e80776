/**
 * Runs `task` one value at a time, for the newest value only: values that arrive while a run is under way replace
 * each other, and the last of them runs next. A marketer typing fast then costs one check per run, not one per key,
 * and the page never shows an older value after a newer one.
 */
export function latestOnly<T>(task: (value: T) => Promise<void>): (value: T) => void {
  let running = false;
  let next: { value: T } | undefined;
  const run = (value: T) => {
    running = true;
    void task(value)
      .catch(() => undefined)
      .finally(() => {
        running = false;
        const queued = next;
        next = undefined;
        if (queued) run(queued.value);
      });
  };
  return (value) => {
    if (running) next = { value };
    else run(value);
  };
}
