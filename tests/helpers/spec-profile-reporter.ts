// A Playwright reporter beside the list reporter (playwright.config.ts): at the end of a run, the spec files by their
// tests' time (tests/helpers/spec-profile.ts), named from the project's root, where npm runs Playwright. Each test's
// last result counts (a retry replaces the run before it).
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { profileLines, specProfile, type TestRun } from './spec-profile.ts';

export default class SpecProfileReporter implements Reporter {
  private workers = 1;
  private readonly runs = new Map<string, TestRun>();

  onBegin(config: FullConfig) {
    this.workers = config.workers;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return;
    this.runs.set(test.id, {
      project: test.parent.project()?.name ?? '',
      file: path.relative(process.cwd(), test.location.file),
      start: result.startTime.getTime(),
      duration: result.duration,
    });
  }

  /** The run's start is before its web servers (and the builds they wait for) started. */
  onEnd(result: FullResult) {
    if (this.runs.size === 0) return;
    const profile = specProfile(result.startTime.getTime(), [...this.runs.values()]);
    console.log(`\n${profileLines(profile, this.workers).join('\n')}`);
  }
}
