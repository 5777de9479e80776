// npm run check:content: validate every content file, print every problem, exit non-zero on any. Then export
// the JSON Schemas for editors.
import { formatReport } from '../src/content/issue.ts';
import { loadContent } from '../src/assembly/site-content.ts';
import { closedJobNotes, today } from '../src/content/types/jobs.ts';
import { exportJsonSchemas, updateEditorSettings } from './export-json-schemas.ts';

const started = performance.now();
const root = process.cwd();
const { issues, content } = await loadContent({ root, contentDir: process.env.CONTENT_DIR });
if (!content) {
  console.error(formatReport(issues));
  process.exit(1);
}
// A job past its validThrough is no error (time passed, nothing is wrong with the file), but it is left off the site.
for (const note of closedJobNotes(content.jobs, today())) console.warn(`note: ${note}`);
await exportJsonSchemas(root);
if (await updateEditorSettings(root)) console.log('updated the content schema mapping in .vscode/settings.json');
if (!process.argv.includes('--quiet')) {
  const count = Object.values(content).reduce((n, v) => n + (Array.isArray(v) ? v.length : 1), 0);
  console.log(`content ok: ${count} documents checked in ${Math.round(performance.now() - started)} ms`);
}
