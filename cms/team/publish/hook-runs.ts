// The publish hook's runs as a file keeps them (the latest few, newest first), so the board still shows them after the
// service restarts: read forgivingly, written whole.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HookRun } from '../../shared/team-types.ts';

export const KEEP_RUNS = 50;

const STATES: readonly string[] = ['running', 'ok', 'failed'];
const isRun = (value: unknown): value is HookRun => {
  const run = value as Partial<HookRun> | null;
  return (
    typeof run === 'object' &&
    run !== null &&
    typeof run.id === 'number' &&
    typeof run.draft === 'string' &&
    typeof run.commit === 'string' &&
    typeof run.state === 'string' &&
    STATES.includes(run.state) &&
    Array.isArray(run.output)
  );
};

/**
 * The runs a file kept, newest first: a run still running when the service stopped is failed now. A missing or
 * unreadable file is an empty list, never a service that does not start.
 */
export function readRuns(file: string | undefined): HookRun[] {
  if (!file) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  return (Array.isArray(parsed) ? parsed.filter(isRun) : [])
    .slice(0, KEEP_RUNS)
    .map((run) =>
      run.state === 'running' ? { ...run, state: 'failed', error: 'the service stopped before it finished' } : run,
    );
}

/** Writes the runs whole, through a temporary file, so a kill mid-write leaves the last complete list. */
export function writeRuns(file: string, runs: HookRun[]) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(runs));
  renameSync(temporary, file);
}
