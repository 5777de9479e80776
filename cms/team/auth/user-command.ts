// npm run cms:user: adds, lists, removes local accounts and sets their passwords (scripts/cms-user.ts reads the
// password from stdin or a prompt, never from the command line, where `ps` and the shell history would keep it).
import { parseArgs } from 'node:util';
import { addAccount, MIN_PASSWORD, readAccounts, removeAccount, setPassword } from './local-accounts.ts';
import { roleSchema } from './roles.ts';
import { personProblem } from '../drafts/person.ts';

const USAGE = `Usage:
  npm run cms:user -- add <email> --name "Full Name" --role editor|publisher [--no-password]
  npm run cms:user -- passwd <email>
  npm run cms:user -- remove <email>
  npm run cms:user -- list
The users file is CMS_USERS_FILE (or --file): .cms/users.json, or a place outside the project. A password is read
from stdin, or asked for at a terminal.
--no-password adds someone who signs in with OIDC only (the file then gives their role).`;

export interface UserCommandIo {
  /** The users file */
  file: string;
  /** Asks for a password (a prompt that does not echo, or stdin's first line) */
  readPassword: (prompt: string) => Promise<string>;
  out: (line: string) => void;
}

const checked = (password: string) => {
  if (password.length < MIN_PASSWORD) throw new Error(`A password needs at least ${MIN_PASSWORD} characters`);
  return password;
};

/** Runs one command; throws with a message for people when it cannot. */
export async function runUserCommand(args: readonly string[], { file, readPassword, out }: UserCommandIo) {
  const { positionals, values } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      role: { type: 'string' },
      file: { type: 'string' },
      'no-password': { type: 'boolean' },
    },
  });
  const [command, email] = positionals;
  const needEmail = () => {
    if (!email) throw new Error(`${command} needs an email\n${USAGE}`);
    return email;
  };
  switch (command) {
    case 'add': {
      const role = roleSchema.safeParse(values.role);
      if (!role.success) throw new Error(`--role must be editor or publisher\n${USAGE}`);
      if (!values.name) throw new Error(`--name is needed\n${USAGE}`);
      // The rule every save applies to its author: a name it refuses would make an account that can save nothing.
      const problem = personProblem({ name: values.name, email: needEmail() });
      if (problem) throw new Error(`This person cannot be added: ${problem}`);
      const password = values['no-password'] ? undefined : checked(await readPassword('Password: '));
      const account = await addAccount(file, { email: needEmail(), name: values.name, role: role.data, password });
      out(`Added ${account.email} (${account.role})`);
      return;
    }
    case 'passwd': {
      const address = needEmail();
      if (!(await readAccounts(file)).some((a) => a.email === address.toLowerCase()))
        throw new Error(`No account for ${address}`);
      await setPassword(file, address, checked(await readPassword('New password: ')));
      out(`Password set for ${address.toLowerCase()}`);
      return;
    }
    case 'remove':
      if (!(await removeAccount(file, needEmail()))) throw new Error(`No account for ${email}`);
      out(`Removed ${email?.toLowerCase()}`);
      return;
    case 'list':
      for (const a of await readAccounts(file))
        out(`${a.email}\t${a.role}\t${a.name}${a.passwordHash ? '' : '\t(OIDC only)'}`);
      return;
    default:
      throw new Error(USAGE);
  }
}
