// The content checks' report on a broken copy of the repository's own content/, whose names pinned reports quote.
import { formatReport } from '../../src/content/issue.ts';
import { loadContent } from '../../src/assembly/site-content.ts';
import { contentFixture, root, type Fixture } from './content-fixture.ts';

/** Breaks a scratch copy of content/ as `breakIt` says and returns the report, file names as in content/. */
export async function reportFor(breakIt: (f: Fixture) => void): Promise<string> {
  const fixture = contentFixture('content');
  try {
    breakIt(fixture);
    const { issues } = await loadContent({ root, contentDir: fixture.dir });
    return formatReport(issues).replaceAll(fixture.dir, 'content');
  } finally {
    fixture.remove();
  }
}
