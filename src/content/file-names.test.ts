// The one file-name rule of the content layer: which names it takes, and what it says of the others.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_FILE_NAMES } from '../../tests/helpers/hostile-file-names.ts';
import { slugOf } from '../vocabulary/paths.ts';
import { fileNameProblem, imagePath, isSlug, shownName } from './file-names.ts';

describe('the file-name rule', () => {
  it.each(['shared', 'a', 'customer-1', 'deploy-nodejs-app-with-git', '2026-prices'])('takes %s', (name) => {
    expect(isSlug(name)).toBe(true);
  });

  it.each(['', '-n', 'n-', 'a--b', 'A', 'a b', 'a_b', 'a.b', 'é', '*', 'a\n', '\u202Ex', '.hidden'])(
    'refuses %j',
    (name) => expect(isSlug(name)).toBe(false),
  );

  it('takes a name of a-z, 0-9 and dashes, never a dash first, last or twice, and nothing else', () => {
    const unit = fc.constantFrom('a', 'z', '0', '9', '-', 'A', '_', ' ', '.', '\n', '\u202E', '*');
    const keeps = (name: string) =>
      name !== '' &&
      [...name].every((c) => /[a-z0-9-]/.test(c)) &&
      !name.startsWith('-') &&
      !name.endsWith('-') &&
      !name.includes('--');
    fc.assert(fc.property(fc.string({ unit }), (name) => isSlug(name) === keeps(name)));
  });

  it('is what the site makes of a name for an address (the upload names and the examples it gives)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => slugOf(text) === '' || isSlug(slugOf(text))));
  });

  it('says what to name the file instead, showing every character a reader could not see', () => {
    expect(HOSTILE_FILE_NAMES.map(([, name]) => fileNameProblem(name))).toMatchInlineSnapshot(`
      [
        ""*.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. summer-sale.mdx",
        "":(glob)x.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. glob-x.mdx",
        ""-n.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. n.mdx",
        ""a b.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. a-b.mdx",
        ""a\\u000Ab.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. a-b.mdx",
        ""\\u202Ex.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. x.mdx",
        "".hidden.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. hidden.mdx",
        ""A.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. a.mdx",
      ]
    `);
    expect(fileNameProblem('summer-sale.mdx')).toBeUndefined();
    expect(shownName('say "hi"\\')).toBe(String.raw`"say \"hi\"\\"`);
  });

  it('names images the same way, folder by folder', () => {
    const photo = imagePath('png|jpe?g');
    expect(['images/team/ana.png', 'images/a/b-2/c.jpg'].filter((p) => photo.test(p))).toHaveLength(2);
    expect(
      ['images/team/Ana.png', 'images/-a.png', 'images//a.png', 'images/a-/b.png', 'images/a.svg', 'img/a.png'].filter(
        (p) => photo.test(p),
      ),
    ).toEqual([]);
  });
});
