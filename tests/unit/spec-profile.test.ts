// The end-to-end run's profile by spec file (tests/helpers/spec-profile.ts), as the CI log prints it.
import { describe, expect, it } from 'vitest';
import { profileLines, specProfile, type TestRun } from '../helpers/spec-profile.ts';

const run = (project: string, file: string, start: number, duration: number): TestRun => ({
  project,
  file,
  start,
  duration,
});

describe('the spec files by their tests’ time', () => {
  // Two workers from t = 10 s (the run began at 0): a.spec's two tests one after the other on the first, b.spec's
  // one beside them; the same file in another project counts apart.
  const runs = [
    run('chromium', 'tests/e2e/a.spec.ts', 10_000, 4_000),
    run('chromium', 'tests/e2e/a.spec.ts', 14_000, 6_000),
    run('chromium', 'tests/e2e/b.spec.ts', 10_000, 3_000),
    run('cms', 'tests/e2e/a.spec.ts', 13_000, 1_000),
  ];
  const profile = specProfile(0, runs);

  it('adds up each file’s tests per project, longest first, with its slowest test', () => {
    expect(profile.files).toEqual([
      { project: 'chromium', file: 'tests/e2e/a.spec.ts', tests: 2, ms: 10_000, slowestMs: 6_000 },
      { project: 'chromium', file: 'tests/e2e/b.spec.ts', tests: 1, ms: 3_000, slowestMs: 3_000 },
      { project: 'cms', file: 'tests/e2e/a.spec.ts', tests: 1, ms: 1_000, slowestMs: 1_000 },
    ]);
  });

  it('tells when each project’s tests ran, from the first test’s start', () => {
    expect(profile.projects).toEqual([
      { project: 'chromium', ms: 13_000, fromMs: 0, toMs: 10_000 },
      { project: 'cms', ms: 1_000, fromMs: 3_000, toMs: 4_000 },
    ]);
  });

  it('splits the run into the setup before the first test and the time the tests ran in', () => {
    expect(profile).toMatchObject({ setupMs: 10_000, testsMs: 10_000, totalMs: 14_000 });
  });

  it('prints the setup, how busy the workers kept, and the files, the rest summed past the top ones', () => {
    const lines = profileLines(profile, 2, 2);
    // 14 s of tests in 10 s on 2 workers: 70 %.
    expect(lines[0]).toBe(
      "spec files by their tests' time: 14.0 s in all; setup before the first test 10.0 s; tests ran for 10.0 s on 2 workers, busy 70 % of it",
    );
    expect(lines[1]).toMatch(/^ +10\.0 s +71 % +2 tests, slowest 6\.0 s +\[chromium\] tests\/e2e\/a\.spec\.ts$/);
    expect(lines[2]).toMatch(/^ +3\.0 s +21 % +1 tests, slowest 3\.0 s +\[chromium\] tests\/e2e\/b\.spec\.ts$/);
    expect(lines[3]).toBe('     1.0 s in the other 1 spec files');
    expect(lines.slice(4)).toEqual([
      'projects by when their tests ran (from the first test):',
      '    13.0 s of tests from 0.0 s to 10.0 s  [chromium]',
      '     1.0 s of tests from 3.0 s to 4.0 s  [cms]',
    ]);
  });

  it('prints no rest line when every file is shown, and no figures from an empty run', () => {
    expect(profileLines(profile, 2)).toHaveLength(7);
    expect(specProfile(0, [])).toEqual({ setupMs: 0, testsMs: 0, totalMs: 0, files: [], projects: [] });
  });
});
