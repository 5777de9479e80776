// The CPU time a step of npm test takes, with every process it starts: Chromium's, servers stopped with a signal,
// processes left to the init process. A control group of its own holds the step's first process, and so every process
// started from it; the group's CPU counter is read when the step ends. Linux's cgroup v1 cpuacct or cgroup v2, where
// this process may make groups (root, as CI is); elsewhere no figure, and the run goes on. (The children's times a
// parent reaps, /proc/self/stat's cutime, counted a third of the end-to-end suite's: the processes it kills are not
// reaped by it.)
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Hierarchy {
  root: string;
  /** The group's CPU time so far, in ms */
  read(group: string): number;
}

const hierarchies: Hierarchy[] = [
  {
    root: '/sys/fs/cgroup/cpuacct',
    read: (group) => Number(readFileSync(path.join(group, 'cpuacct.usage'), 'utf8')) / 1e6,
  },
  {
    root: '/sys/fs/cgroup',
    read: (group) =>
      Number(/^usage_usec (\d+)/m.exec(readFileSync(path.join(group, 'cpu.stat'), 'utf8'))?.[1] ?? NaN) / 1000,
  },
];

export interface StepCpu {
  /** CPU time in ms so far, or undefined when it cannot be read */
  ms(): number | undefined;
  /** Removes the group (once its processes are gone; one still running keeps it) */
  remove(): void;
}

/** Puts the process `pid`, just started, into a control group named for `name`, and reads its CPU time. */
export function watchCpu(pid: number, name: string): StepCpu {
  for (const hierarchy of hierarchies)
    try {
      const group = path.join(hierarchy.root, `npm-test-${process.pid}-${name.replace(/[^\w-]/g, '-')}`);
      mkdirSync(group);
      try {
        writeFileSync(path.join(group, 'cgroup.procs'), String(pid));
        hierarchy.read(group);
      } catch (error) {
        rmdirSync(group);
        throw error;
      }
      return {
        ms: () => {
          try {
            return hierarchy.read(group);
          } catch {
            return undefined;
          }
        },
        remove: () => {
          try {
            rmdirSync(group);
          } catch {
            // A process of the step's still runs.
          }
        },
      };
    } catch {
      // Not this hierarchy.
    }
  return { ms: () => undefined, remove: () => {} };
}
