// npm run check:content: validate every content file, print every problem, exit non-zero on any.
import { loadContent } from '../src/content/load.ts';
import { formatReport } from '../src/content/issue.ts';
import { exportJsonSchemas } from './export-json-schemas.ts';

const started = performance.now();
const { issues, content } = await loadContent({ root: process.cwd(), contentDir: process.env.CONTENT_DIR });
if (issues.length > 0) {
  console.error(formatReport(issues));
  process.exit(1);
}
await exportJsonSchemas(process.cwd());
if (!process.argv.includes('--quiet')) {
  const count = content ? Object.values(content).reduce((n, v) => n + (Array.isArray(v) ? v.length : 1), 0) : 0;
  console.log(`content ok: ${count} documents checked in ${Math.round(performance.now() - started)} ms`);
}
