// npm run cms:user: manages the content editor service's local accounts (cms/team/auth/user-command.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runUserCommand } from '../cms/team/auth/user-command.ts';
import { USERS_FILE_PLACE } from '../src/build/dev-server-access.ts';

/** A password typed at a terminal, not echoed; or the first line of stdin when it is piped. */
function readPassword(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY)
    return new Promise((resolve, reject) => {
      let text = '';
      stdin.setEncoding('utf8');
      stdin.on('data', (chunk: string) => (text += chunk));
      stdin.on('end', () => resolve(text.split(/\r?\n/)[0] ?? ''));
      stdin.on('error', reject);
    });
  return new Promise((resolve) => {
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stderr.write('\n');
          return resolve(typed);
        }
        if (ch === '\u0003') process.exit(130); // Ctrl-C
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    };
    stdin.on('data', onData);
    stdin.resume();
  });
}

const args = process.argv.slice(2);
const { values } = parseArgs({ args, strict: false, options: { file: { type: 'string' } } });
const file = typeof values.file === 'string' ? values.file : process.env.CMS_USERS_FILE;
if (!file) {
  console.error(
    `Say which users file: set CMS_USERS_FILE or pass --file (${USERS_FILE_PLACE}, or outside the project)`,
  );
  process.exit(2);
}
try {
  await runUserCommand(args, { file: path.resolve(file), readPassword, out: (line) => console.log(line) });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
