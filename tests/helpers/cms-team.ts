// The team editor's end-to-end test (tests/e2e/team-editor.spec.ts) and its server (cms-team-service.ts): ports,
// scratch folder and the people who sign in. Ports are the e2e port + 10 (the service) and + 11 (git daemon); + 8 is cms-attacks'.
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
export const TEAM_PORT = port + 10;
export const GIT_PORT = port + 11;
/** Per port, so two runs on one machine never share it */
export const TEAM_SCRATCH = path.resolve(`.tmp/e2e-${port}/cms-team`);
/** Written by the service script once the remote is up: where the bare repository is */
export const TEAM_REMOTE_FILE = path.join(TEAM_SCRATCH, 'remote.json');
/** Where the publish hook (scripts/deploy-hook.ts) builds and deploys the site: current/ is the live release */
export const TEAM_RELEASES = path.join(TEAM_SCRATCH, 'releases');
/** While this file exists, a publish deploys (tests/helpers/e2e-publish-hook.ts); no spec but the one that checks it asks */
export const TEAM_DEPLOYS = path.join(TEAM_SCRATCH, 'deploys-on');

export const ANN = {
  email: 'ann@example.test',
  name: 'Ann Editor',
  password: 'ann’s long e2e password',
  role: 'editor' as const,
};
export const BEA = {
  email: 'bea@example.test',
  name: 'Bea Writer',
  password: 'bea’s long e2e password',
  role: 'editor' as const,
};
export const PAT = {
  email: 'pat@example.test',
  name: 'Pat Publisher',
  password: 'pat’s long e2e password',
  role: 'publisher',
} as const;
export const PEOPLE = [ANN, BEA, PAT] as const;
