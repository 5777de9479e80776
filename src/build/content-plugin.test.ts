// Vitest makes a content plugin for its root config and for each test project: with shareFirstLoad they share one
// load of the same files, and a plugin made after an edit loads the content again.
import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFixture, root } from '../../tests/helpers/content-fixture.ts';
import { contentPlugin } from './content-plugin.ts';

const fixture = contentFixture();
afterAll(() => fixture.remove());
const siteFile = path.join(root, fixture.dir, 'site.yaml');
const siteName = () => (parse(readFileSync(siteFile, 'utf8')) as { name: string }).name;
/** A time the tests give the file, whole seconds, so that it reads back as set */
const ONE_TIME = 1_700_000_000;

/** The site module as a new plugin, sharing first loads, serves it to the dev server. */
async function siteModule(): Promise<string> {
  const plugin = contentPlugin({ contentDir: fixture.dir, shareFirstLoad: true }) as unknown as {
    configResolved(config: { root: string }): void;
    load(this: unknown, id: string, options: { ssr: boolean }): Promise<string>;
  };
  plugin.configResolved({ root });
  const context = {
    environment: { config: { command: 'serve' } },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return plugin.load.call(context, '\0virtual:content/site', { ssr: true });
}

/** The site's name replaced by one as long, the file's time set back to ONE_TIME: only its text differs. */
function renameKeepingStamp(name: string) {
  const text = readFileSync(siteFile, 'utf8');
  const line = /^name:.*$/m.exec(text)?.[0] ?? '';
  const width = line.length - 'name: '.length;
  fixture.replace('site.yaml', line, `name: ${name.padEnd(width, 'x').slice(0, width)}`);
  expect(readFileSync(siteFile, 'utf8').length).toBe(text.length);
  utimesSync(siteFile, ONE_TIME, ONE_TIME);
}

describe('content plugins sharing their first load', { timeout: 60_000 }, () => {
  it('share it while the files are as they were, and load again once one has changed', async () => {
    utimesSync(siteFile, ONE_TIME, ONE_TIME);
    const first = siteName();
    expect(await siteModule()).toContain(JSON.stringify(first));

    // The same size and time: to the stamp, nothing changed, so the next plugin gets the first load as it was.
    renameKeepingStamp('Shared');
    const unseen = siteName();
    expect(unseen).not.toBe(first);
    expect(await siteModule()).toContain(JSON.stringify(first));

    // Saved again (a new time): the next plugin reads the file as it is now.
    utimesSync(siteFile, ONE_TIME + 60, ONE_TIME + 60);
    expect(await siteModule()).toContain(JSON.stringify(unseen));
  });
});
