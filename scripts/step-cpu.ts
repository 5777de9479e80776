// The CPU time a step of npm test (or a benchmark of the smoke run) takes, with every process it starts: Chromium's,
// servers stopped with a signal, processes left to the init process. The step's shell moves itself into a control
// group of its own before it starts the step, so every process started from it is in the group; the group's CPU
// counter is read when the step ends. Linux's cgroup v1 cpuacct or cgroup v2, where this process may make groups
// (root, as CI is); elsewhere no figure, and the run goes on. (The children's times a parent reaps, /proc/self/stat's
// cutime, counted a third of the end-to-end suite's: the processes it kills are not reaped by it.)
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

interface Hierarchy {
  root: string;
  /** Its line in /proc/self/cgroup: "2:cpuacct:/path" (v1), "0::/path" (v2) */
  line: RegExp;
  /** The group's CPU time so far, in ms */
  read(group: string): number;
}

const hierarchies: Hierarchy[] = [
  {
    root: '/sys/fs/cgroup/cpuacct',
    line: /^\d+:[\w,]*\bcpuacct\b[\w,]*:(.*)$/m,
    read: (group) => Number(readFileSync(path.join(group, 'cpuacct.usage'), 'utf8')) / 1e6,
  },
  {
    root: '/sys/fs/cgroup',
    line: /^0::(.*)$/m,
    read: (group) =>
      Number(/^usage_usec (\d+)/m.exec(readFileSync(path.join(group, 'cpu.stat'), 'utf8'))?.[1] ?? NaN) / 1000,
  },
];

export interface CpuGroup {
  /**
   * A shell command to run first, in the shell that then runs the step: it moves the shell into the group, so that
   * the step starts in it. (Moving a process just spawned missed it when it was in the middle of its exec.)
   */
  enter: string;
  /** CPU time in ms so far, or undefined when it cannot be read */
  ms(): number | undefined;
  /** Removes the group (once its processes are gone; one still running keeps it) */
  remove(): void;
}

/**
 * A control group named for `name`, inside this process's own (so that a step's group still counts what a benchmark
 * it runs takes in a group of its own), to start a command in and read its CPU time; undefined where there is none.
 */
export function cpuGroup(name: string): CpuGroup | undefined {
  let own: string;
  try {
    own = readFileSync('/proc/self/cgroup', 'utf8');
  } catch {
    return undefined;
  }
  for (const hierarchy of hierarchies)
    try {
      const parent = hierarchy.line.exec(own)?.[1];
      if (parent === undefined) continue;
      const group = path.join(hierarchy.root, parent, `cpu-${process.pid}-${name.replace(/[^\w-]/g, '-')}`);
      mkdirSync(group);
      try {
        hierarchy.read(group);
      } catch (error) {
        rmdirSync(group);
        throw error;
      }
      return {
        // Where the shell may not join the group (cgroup v2 refuses a group under one whose controllers are handed
        // down), the step runs all the same, and its group stays empty: no figure rather than 0.
        enter: `echo $$ 2>/dev/null > '${path.join(group, 'cgroup.procs')}'; `,
        ms: () => {
          try {
            return hierarchy.read(group) || undefined;
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
  return undefined;
}
