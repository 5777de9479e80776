// A project script or tool run as one Node process, the way `npx tsx script` and `npx vite` run them, without their
// launchers: npx starts npm first, and tsx's command starts a second Node for the script. Each launch cost about
// 0.6 s of CPU more (`npx tsx` 0.63-0.85 s user against 0.27-0.36 s for `node --import tsx`, `npx vite -v` 0.61-0.68
// against 0.15-0.25), and a build starts five (issue 39).
import path from 'node:path';

/** The command and arguments that run `script` (TypeScript, from the working folder) with `args`. */
export const tsxCommand = (script: string, ...args: string[]): [string, string[]] => [
  process.execPath,
  ['--import', 'tsx', script, ...args],
];

/** The command and arguments that run the project's `bin` (node_modules/.bin of the working folder) with `args`. */
export const binCommand = (bin: string, ...args: string[]): [string, string[]] => [
  process.execPath,
  [path.join('node_modules/.bin', bin), ...args],
];
