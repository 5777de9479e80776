import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/bench/chromium.ts';
import { TEAM_PORT } from './tests/helpers/cms-team.ts';
import type { E2eBuild } from './tests/helpers/e2e-builds.ts';
import { PLANTED_POST } from './tests/helpers/planted-post.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const devPort = port + 1;
const fakePort = port + 7;
// The content editor (npm run cms) and its preview site, on a scratch copy of content/ in its own git repository.
const editorPort = port + 3;
// The look tests' site: built from a frozen copy of content/ (tests/visual/look.spec.ts).
const visualPort = port + 5;
// The site built from a copy of content/ with an order hand-off (tests/helpers/order-handoff.ts, tests/e2e/handoff.spec.ts),
// and a script planted in a post past the content check (tests/helpers/planted-build.ts, tests/e2e/csp-planted.spec.ts).
const handoffPort = port + 12;
// The web server that makes the sites above two at a time (tests/helpers/e2e-builds.ts) answers here once they are made.
const buildsPort = port + 13;
// The team editor (npm run cms:serve with drafts) and its git daemon: port + 10 and + 11 (tests/helpers/cms-team.ts);
// + 8 is taken by cms-attacks.spec.ts; + 4 and + 6 by cms-devservers.spec.ts (npm run dev, and the other page that
// tries to read from it).
const teamPort = TEAM_PORT;
// Scratch folders are per port, so two runs on one machine (E2E_PORT) never share one.
const scratch = `.tmp/e2e-${port}`;
const visualBuild = `${scratch}/visual-build`;
const devBuild = `${scratch}/dev-build`;
const handoffContent = `${scratch}/handoff-content`;
const handoffBuild = `${scratch}/handoff-build`;
const editorRepo = `${scratch}/cms`;
const editorContent = `${editorRepo}/content`;
const teamApp = `${scratch}/cms-team/app`;
const editorCopy = [
  `rm -rf ${editorRepo} && mkdir -p ${editorRepo}`,
  `cp -r content ${editorContent}`,
  `git -C ${editorRepo} init -q && git -C ${editorRepo} add -A`,
  `git -C ${editorRepo} -c user.name=e2e -c user.email=e2e@localhost commit -qm Start`,
].join(' && ');
const fake = `http://127.0.0.1:${fakePort}`;
// The site's providers point at fakes (tests/helpers/fake-providers-server.ts): no test reaches the internet.
const providers = {
  WHOAPI_KEY: 'e2e-whoapi-key',
  WHOAPI_URL: `${fake}/whoapi/`,
  RESELLERCLUB_AUTH_USERID: '1',
  RESELLERCLUB_API_KEY: 'e2e-resellerclub-key',
  RESELLERCLUB_URL: `${fake}/resellerclub/domains/available.json`,
  RDAP_BASE_URL: `${fake}/rdap/`,
  DOMAIN_PROVIDER_TIMEOUT_MS: '1000',
  SEARCH_RATE_LIMIT: '1000',
  // The fakes fail by name (fail…, hang…), not by provider: a breaker opened by one test's names would skip a
  // provider for the other tests running beside it. Its own tests are in src/server/domains/availability.test.ts.
  DOMAIN_PROVIDER_BREAKER_FAILURES: '0',
};

// The tests drive Debian's headless shell of Chromium (the same engine without the browser's windowing layers) when
// it is installed: the same tests took a fifth to a third less CPU with it (issue 39). The look tests keep the whole browser a visitor
// runs, whose text their baselines were drawn with. CHROMIUM_PATH sets one browser for every project.
const headlessShell = '/usr/bin/chromium-headless-shell';
const testBrowser = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const visitorBrowser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const browser = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    // As the benchmarks run it: this machine has no network, so none of Chromium's background services.
    args: CHROMIUM_ARGS,
  },
});
const chromium = browser(testBrowser);

/** The projects named on the command line (--project=a, --project a); none: every project. */
const chosen = process.argv.flatMap((arg, i, all) =>
  arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' ? [all[i + 1] ?? ''] : [],
);
/** A server is started only for the projects run: `--project=cms-team` needs no site build. */
const forProjects = <T extends object>(projects: string[], server: T): T[] =>
  chosen.length === 0 || projects.some((name) => chosen.includes(name)) ? [server] : [];

const visualEnv = {
  PORT: String(visualPort),
  HOST: '127.0.0.1',
  OUT_DIR: visualBuild,
  CONTENT_DIR: 'tests/visual/content',
};
const handoffEnv = { PORT: String(handoffPort), HOST: '127.0.0.1', OUT_DIR: handoffBuild, CONTENT_DIR: handoffContent };
const devEnv = { PORT: String(devPort), HOST: '127.0.0.1', BUILD_MODE: 'development', OUT_DIR: devBuild };
/**
 * The sites the projects run need built, made two at a time by one web server (tests/helpers/e2e-builds.ts) before
 * the servers that serve them: Playwright starts web servers one by one, and one build at a time left a core idle.
 */
const builds: E2eBuild[] = [
  // The hand-off's first: a whole production build on a copy of content/ written first, the longest. A post of it
  // carries a script its content check never saw, for csp-planted.spec.ts.
  ...forProjects(['handoff'], {
    name: 'handoff',
    command: `node --import tsx tests/helpers/order-handoff.ts ${handoffContent} && node --import tsx tests/helpers/planted-build.ts ${handoffBuild} ${PLANTED_POST}`,
    env: { ...handoffEnv, ...providers },
  }),
  // The same site built with React's development runtime, which reports hydration mismatches.
  ...forProjects(['hydration'], {
    name: 'hydration',
    command: 'node --import tsx scripts/build.ts',
    env: { ...devEnv, ...providers },
  }),
  ...forProjects(['visual'], {
    name: 'visual',
    command: 'node --import tsx scripts/build.ts',
    env: { ...visualEnv, ...providers },
  }),
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Twice the cores: a test spends much of its time waiting (for the network to go quiet, for a save, for a
  // poll's next try), and two workers left a core idle for a sixth of the e2e step. On six chromium specs (216
  // tests), alternating, CPU from a cgroup: 2 workers 148-158 s, 3 workers 113-125 s, 4 workers 102-105 s, for the
  // same CPU (188-227 s). In whole runs of npm test half an hour apart, the e2e step took 10 min 55 s with 4 and
  // 11 min 46 s with 2, for 20 min of CPU either way: less gained there, as the cms and team projects run one test
  // at a time and make the tail (issue 39).
  workers: 4,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Each test as it ends, then the spec files by their tests' time: where the run's time went (issue 39).
  reporter: [['list'], ['./tests/helpers/spec-profile-reporter.ts']],
  use: { trace: 'off' },
  projects: [
    {
      name: 'chromium',
      testIgnore: /hydration\.spec|handoff\.spec|csp-planted\.spec|cms(-[a-z]+)?\.spec|team-[a-z]+\.spec/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${port}` },
    },
    { name: 'hydration', testMatch: /hydration\.spec/, use: { ...chromium, baseURL: `http://127.0.0.1:${devPort}` } },
    {
      name: 'handoff',
      testMatch: /handoff\.spec|csp-planted\.spec/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${handoffPort}` },
    },
    {
      name: 'cms',
      // One file at a time: the cms specs share one editor and its scratch repository, and cms.spec checks that a
      // publish leaves nothing uncommitted (cms-media's upload beside it was read as left over).
      workers: 1,
      testMatch: /cms(-[a-z]+)?\.spec/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${editorPort}` },
    },
    {
      name: 'cms-team',
      // One test at a time: the team specs share one service and one remote, and publish to its main (a price
      // published by one was read as main's by another running beside it).
      workers: 1,
      testMatch: /team-[a-z]+\.spec/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${teamPort}` },
    },
    {
      name: 'visual',
      testDir: 'tests/visual',
      snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
      // Anti-aliasing and font hinting differ a little between runs; a moved or recoloured element does not.
      // A full page's screenshot (taken until two in a row match) took over 5 s at load 20: 20 s.
      expect: { timeout: 20_000, toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.01 } },
      use: { ...browser(visitorBrowser), baseURL: `http://127.0.0.1:${visualPort}` },
    },
  ],
  webServer: [
    ...(builds.length
      ? [
          {
            command: 'node --import tsx tests/helpers/e2e-builds.ts',
            env: { E2E_BUILDS: JSON.stringify(builds), E2E_BUILDS_PORT: String(buildsPort) },
            url: `http://127.0.0.1:${buildsPort}/`,
            reuseExistingServer: false,
            // The three builds two at a time: 1 min 35 s at load 4 to 6 on 2 cores (one build took 40 s at a load
            // of 6, 178 s at 14 to 22); eight minutes keeps a busy machine's under half.
            timeout: 480_000,
          },
        ]
      : []),
    ...forProjects(['chromium', 'hydration', 'visual', 'handoff'], {
      command: 'node --import tsx tests/helpers/fake-providers-server.ts',
      env: { FAKE_PROVIDERS_PORT: String(fakePort) },
      url: `${fake}/rdap/domain/taken-ready.com`,
      reuseExistingServer: false,
      timeout: 30_000,
    }),
    ...forProjects(['chromium'], {
      command: 'node dist/server/server.js',
      env: { PORT: String(port), HOST: '127.0.0.1', ...providers },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    }),
    // The sites built above (builds), served: the production server starts in a second or two; 30 s as the main one.
    ...forProjects(['hydration'], {
      command: `node ${devBuild}/server/server.js`,
      env: { ...devEnv, ...providers },
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    }),
    ...forProjects(['visual'], {
      command: `node ${visualBuild}/server/server.js`,
      env: { ...visualEnv, ...providers },
      url: `http://127.0.0.1:${visualPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    }),
    ...forProjects(['handoff'], {
      command: `node ${handoffBuild}/server/server.js`,
      env: { ...handoffEnv, ...providers },
      url: `http://127.0.0.1:${handoffPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    }),
    ...forProjects(['cms'], {
      command: `${editorCopy} && node --import tsx scripts/cms.ts`,
      env: { CONTENT_DIR: editorContent, CMS_PORT: String(editorPort) },
      url: `http://127.0.0.1:${editorPort}/api/types`,
      reuseExistingServer: false,
      timeout: 60_000,
    }),
    ...forProjects(['cms-team'], {
      // The editor app built for the service, then the service on a scratch bare repository served by git daemon.
      command: `node node_modules/.bin/vite build --config cms/vite.config.ts && node --import tsx tests/helpers/cms-team-service.ts`,
      env: { CMS_APP_DIR: teamApp, E2E_PORT: String(port) },
      url: `http://127.0.0.1:${teamPort}/sign-in`,
      reuseExistingServer: false,
      timeout: 120_000,
      // SIGTERM lets the script stop git daemon and remove the scratch repository.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    }),
  ],
});
