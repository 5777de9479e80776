// What a benchmark must undo however it ends (normally, by an error, or by Ctrl-C / SIGTERM): servers to stop,
// a browser to close, a worktree to remove. Each is undone once, the latest first.
const undos: (() => void)[] = [];

/** Registers `undo` (synchronous) to run when the process ends, or earlier through undoAll(). */
export function atExit(undo: () => void): void {
  undos.push(undo);
}

export function undoAll(): void {
  for (let undo = undos.pop(); undo; undo = undos.pop())
    try {
      undo();
    } catch (error) {
      console.error(error);
    }
}

process.once('exit', undoAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`\n${signal}: stopping, and cleaning up`);
    undoAll();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
