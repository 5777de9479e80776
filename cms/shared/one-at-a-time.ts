/**
 * Runs the tasks given to it one after another, each once the one before has ended (whether it succeeded or failed):
 * for what holds one thing at a time (a git clone, the preview's checkout and renderer, the local editor's files).
 */
export function oneAtATime() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
}
