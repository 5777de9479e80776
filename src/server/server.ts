// The server's entry (dist/server/server.js). React reads NODE_ENV once, when it is first loaded, and picks its
// development build unless it says production: a server started as `node dist/server/server.js` would render the
// pages it answers (a form sent without JavaScript, a search) with the slower build that warns on the console. So
// NODE_ENV is set, unless the environment sets it, to the mode the build was made in, before main.ts loads React.
// (A separate constant: the build's define leaves the right side of a logical assignment as it is.)
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const buildMode = import.meta.env.DEV ? 'development' : 'production';
process.env.NODE_ENV ??= buildMode;
const { startServer } = await import('./main.ts');
await startServer(path.dirname(fileURLToPath(import.meta.url)));
