// npm run cms:user on a temporary users file: add, list, passwd, remove; the file holds argon2id hashes and never
// a password, and the script reads the password from stdin, never from its arguments.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { root } from '../../../tests/helpers/content-fixture.ts';
import { checkPassword, readAccounts } from './local-accounts.ts';
import { checkPerson } from '../drafts/person.ts';
import { runUserCommand } from './user-command.ts';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cms-users-'));
  file = path.join(dir, 'users.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = async (args: string[], password = 'a long enough password') => {
  const lines: string[] = [];
  await runUserCommand(args, { file, readPassword: async () => password, out: (line) => lines.push(line) });
  return lines;
};

describe('cms:user', () => {
  it('adds, lists, changes the password of and removes people', async () => {
    await run(['add', 'Ann@Example.com', '--name', 'Ann Example', '--role', 'publisher']);
    await run(['add', 'sso@example.com', '--name', 'Sso Only', '--role', 'editor', '--no-password']);
    expect(await run(['list'])).toEqual([
      'ann@example.com\tpublisher\tAnn Example',
      'sso@example.com\teditor\tSso Only\t(OIDC only)',
    ]);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/"passwordHash": "\$argon2id\$v=19\$/);
    expect(text).not.toContain('a long enough password');
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await run(['passwd', 'ann@example.com'], 'a brand new password');
    const accounts = await readAccounts(file);
    expect(await checkPassword(accounts, 'ann@example.com', 'a brand new password')).toMatchObject({
      role: 'publisher',
    });
    expect(await checkPassword(accounts, 'ann@example.com', 'a long enough password')).toBeNull();
    expect(await checkPassword(accounts, 'sso@example.com', '')).toBeNull();

    expect(await run(['remove', 'ann@example.com'])).toEqual(['Removed ann@example.com']);
    expect(await run(['list'])).toEqual(['sso@example.com\teditor\tSso Only\t(OIDC only)']);
  });

  it.each([
    [['add', 'a@example.com', '--name', 'A', '--role', 'admin'], /--role must be editor or publisher/],
    [['add', 'a@example.com', '--role', 'editor'], /--name is needed/],
    [['remove', 'nobody@example.com'], /No account for nobody@example.com/],
    [['passwd', 'nobody@example.com'], /No account/],
    [['frobnicate'], /Usage/],
  ])('refuses %j', async (args, message) => {
    await expect(run(args)).rejects.toThrow(message);
  });

  // A name git cannot write as a commit's author (Name <email>) would make an account every save of theirs refuses.
  it.each([['Ann <ann@evil.example>'], ['Ann > Bea'], ['<script>'], ['Ann\nBea']])(
    'refuses the name %j at once, with the reason, and adds nobody',
    async (name) => {
      await expect(run(['add', 'ann@example.com', '--name', name, '--role', 'editor'])).rejects.toThrow(
        /^This person cannot be added: the name holds <, > or a line break/,
      );
      expect(await readAccounts(file)).toEqual([]);
      // The rule every save applies to its author.
      expect(() => checkPerson({ name, email: 'ann@example.com' })).toThrow(/name and email/);
    },
  );

  it('says why a name cannot be used', async () => {
    const added = run(['add', 'ann@example.com', '--name', 'Ann <ann@evil.example>', '--role', 'editor']);
    await expect(added).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: This person cannot be added: the name holds <, > or a line break, which git cannot take in an author: it writes one as Name <email>]`,
    );
  });

  it('refuses a short password and a second account for one email', async () => {
    await expect(run(['add', 'a@example.com', '--name', 'A', '--role', 'editor'], 'short')).rejects.toThrow(/12/);
    await run(['add', 'a@example.com', '--name', 'A', '--role', 'editor']);
    await expect(run(['add', 'A@example.com', '--name', 'B', '--role', 'editor'])).rejects.toThrow(/already/);
  });

  it('the script reads the password from stdin', () => {
    const out = execFileSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/cms-user.ts', 'add', 'piped@example.com', '--name', 'Piped', '--role', 'editor', '--file', file],
      { cwd: root, input: 'a password from stdin\n', encoding: 'utf8' },
    );
    expect(out).toContain('Added piped@example.com (editor)');
    return expect(
      readAccounts(file).then((accounts) => checkPassword(accounts, 'piped@example.com', 'a password from stdin')),
    ).resolves.toMatchObject({ email: 'piped@example.com' });
  });
});
