// What changed in a draft after the version a publisher reviewed: each save since, as the document and the fields
// it changed, who saved it and when. A publish of an older version is refused with this list (publish.ts), so the
// publisher reviews again rather than publishing what nobody saw.
import { leaves } from '../../shared/describe-change.ts';
import { typeOfFile } from '../../local-api/documents.ts';
import { changedFiles, documentTitle, documentValue, imageName, labelOf, textAt } from './changes.ts';
import type { Repo } from './repo.ts';
import type { ChangeSince } from '../../shared/team-types.ts';
export type { ChangeSince } from '../../shared/team-types.ts';

const FORMAT = ['%H', '%P', '%an', '%ae', '%aI'].join('%x1f') + '%x1e';

/** The saves in from..tip (newest first), each document it changed with its fields. */
async function savesBetween(repo: Repo, from: string, tip: string): Promise<ChangeSince[]> {
  const out = await repo.git(['log', '--no-merges', `--format=${FORMAT}`, `${from}..${tip}`]);
  const found: ChangeSince[] = [];
  for (const entry of out.split('\x1e').map((e) => e.trim())) {
    if (!entry) continue;
    const [commit = '', parents = '', name = '', email = '', at = ''] = entry.split('\x1f');
    const parent = parents.split(' ')[0] || '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
    for (const file of await changedFiles(repo, parent, commit)) {
      const by = { name, email };
      if (!typeOfFile(file)) {
        found.push({ document: 'Images', fields: [imageName(file)], by, at });
        continue;
      }
      const [before, after] = await Promise.all([parent, commit].map((c) => textAt(repo, c, file)));
      const [b, a] = [before, after].map((t) => documentValue(file, t ?? null));
      const fields = [...new Set(leaves(b ?? {}, a ?? {}).map((l) => labelOf(file, l.path, a, b)))];
      found.push({ document: documentTitle(file, a, b), fields, by, at });
    }
  }
  return found;
}

/**
 * The changes made in a draft after `reviewed`, up to its tip; every change since the draft began (`base`) when
 * `reviewed` is no version of this draft (another draft's commit, main's, or none at all).
 */
export async function changesSince(repo: Repo, reviewed: string, base: string, tip: string) {
  const known =
    (await repo.tryGit(['cat-file', '-e', `${reviewed}^{commit}`])) &&
    (await repo.tryGit(['merge-base', '--is-ancestor', reviewed, tip])) &&
    (await repo.tryGit(['merge-base', '--is-ancestor', base, reviewed]));
  return { known, since: await savesBetween(repo, known ? reviewed : base, tip) };
}
