// The team editor's publish hook in the end-to-end run (cms-team-service.ts): the repository's own deploy hook
// (scripts/deploy-hook.ts) while a spec has asked for deploys, by creating TEAM_DEPLOYS (team-editor.spec.ts, which
// checks the site it builds); otherwise it takes the publish and deploys nothing. A deploy is a whole production
// build, 30-40 s of CPU at the suite's load: the other specs' publishes (review, schedule, words) built the site in
// the background, beside the tests on the other core, and no test read what they built.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TEAM_DEPLOYS, TEAM_RELEASES } from './cms-team.ts';
import { tsxCommand } from '../../scripts/node-command.ts';

const payload = readFileSync(0);
if (!existsSync(TEAM_DEPLOYS)) {
  console.log('No spec asked for a deploy: nothing deployed.');
  process.exit(0);
}
const run = spawnSync(...tsxCommand('scripts/deploy-hook.ts', '--dir', path.relative(process.cwd(), TEAM_RELEASES)), {
  input: payload,
  stdio: ['pipe', 'inherit', 'inherit'],
});
process.exit(run.status ?? 1);
