// The end-to-end run's profile by spec file (issue 39, item 5): where the suite's time goes, printed at the end of
// every run by tests/helpers/spec-profile-reporter.ts, so that each CI log carries it.

/** One test's run, as the reporter saw it end. */
export interface TestRun {
  project: string;
  /** The spec file, relative to the project's root */
  file: string;
  /** When it started, in ms since the epoch */
  start: number;
  /** How long it ran, in ms */
  duration: number;
}

export interface SpecProfile {
  /** From the run's start to its first test: the web servers and the builds they wait for */
  setupMs: number;
  /** From the first test's start to the last one's end */
  testsMs: number;
  /** The tests' time added up */
  totalMs: number;
  /** Spec files by their tests' time, longest first */
  files: { project: string; file: string; tests: number; ms: number; slowestMs: number }[];
  /**
   * Each project's tests' time and when they ran, from the first test's start: a project held to one worker that
   * starts late makes the run's tail
   */
  projects: { project: string; ms: number; fromMs: number; toMs: number }[];
}

export function specProfile(runStart: number, runs: TestRun[]): SpecProfile {
  const byFile = new Map<string, SpecProfile['files'][number]>();
  for (const run of runs) {
    const key = `${run.project}\0${run.file}`;
    const entry = byFile.get(key) ?? { project: run.project, file: run.file, tests: 0, ms: 0, slowestMs: 0 };
    entry.tests += 1;
    entry.ms += run.duration;
    entry.slowestMs = Math.max(entry.slowestMs, run.duration);
    byFile.set(key, entry);
  }
  const first = Math.min(...runs.map((r) => r.start));
  const last = Math.max(...runs.map((r) => r.start + r.duration));
  const byProject = new Map<string, SpecProfile['projects'][number]>();
  for (const run of runs) {
    const from = run.start - first;
    const to = from + run.duration;
    const entry = byProject.get(run.project) ?? { project: run.project, ms: 0, fromMs: from, toMs: to };
    entry.ms += run.duration;
    entry.fromMs = Math.min(entry.fromMs, from);
    entry.toMs = Math.max(entry.toMs, to);
    byProject.set(run.project, entry);
  }
  return {
    setupMs: runs.length ? first - runStart : 0,
    testsMs: runs.length ? last - first : 0,
    totalMs: runs.reduce((sum, r) => sum + r.duration, 0),
    files: [...byFile.values()].sort((a, b) => b.ms - a.ms),
    projects: [...byProject.values()].sort((a, b) => a.fromMs - b.fromMs),
  };
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The profile as lines of text: the setup, how busy the workers kept (the tests' time over the time they ran in,
 * per worker), and the `top` longest spec files with their share of the tests' time.
 */
export function profileLines(profile: SpecProfile, workers: number, top = 15): string[] {
  const busy = profile.testsMs > 0 ? profile.totalMs / (profile.testsMs * workers) : 0;
  const rows = profile.files.slice(0, top).map((f) => {
    const share = profile.totalMs > 0 ? (100 * f.ms) / profile.totalMs : 0;
    return `  ${s(f.ms).padStart(8)} ${share.toFixed(0).padStart(3)} %  ${String(f.tests).padStart(3)} tests, slowest ${s(f.slowestMs)}  [${f.project}] ${f.file}`;
  });
  const rest = profile.files.slice(top);
  return [
    `spec files by their tests' time: ${s(profile.totalMs)} in all; setup before the first test ${s(profile.setupMs)}; ` +
      `tests ran for ${s(profile.testsMs)} on ${workers} workers, busy ${(100 * busy).toFixed(0)} % of it`,
    ...rows,
    ...(rest.length
      ? [`  ${s(rest.reduce((sum, f) => sum + f.ms, 0)).padStart(8)} in the other ${rest.length} spec files`]
      : []),
    'projects by when their tests ran (from the first test):',
    ...profile.projects.map(
      (p) => `  ${s(p.ms).padStart(8)} of tests from ${s(p.fromMs)} to ${s(p.toMs)}  [${p.project}]`,
    ),
  ];
}
