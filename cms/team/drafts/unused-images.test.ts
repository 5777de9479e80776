// A publish carries to main only the images something names: an upload abandoned in a draft is left out of main's
// history altogether, while the draft's other commits keep their authors. Against a real remote, as publish.test.ts.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseDocumentText } from '../../local-api/documents.ts';
import { openDrafts } from './index.ts';
import { ada, ben, pat } from '../../testing/people.ts';
import { startRemote, type TestRemote } from '../../testing/git-remote.ts';

let remote: TestRemote;
beforeEach(async () => {
  remote = await startRemote();
});
afterEach(() => remote.stop());

const POST = 'blog/choosing-the-right-hosting-plan.mdx';
const USED = 'images/blog/new-cover.png';
const ABANDONED = 'images/blog/abandoned.png';

it(
  'publishes the image a post names and leaves out the one nothing names, from every commit',
  // Three saves and a publish, each pushed: 23 s at load 13 and 32 s at load 8 alone, but more than 90 s at load 16
  // beside the rest of the unit suite.
  { timeout: 240_000 },
  async () => {
    const service = await openDrafts({ remote: remote.url, dir: path.join(remote.dir, 'service') });
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const draft = await service.create('New cover', ada);
    const upload = (image: string, by = ada) =>
      service.write(draft.slug, by, async () => {
        await writeFile(path.join(service.repo.contentRoot, image), png);
        return { answer: image, message: `Add image ${image}` };
      });
    expect(await upload(ABANDONED)).toMatchObject({ pushed: true });
    expect(await upload(USED, ben)).toMatchObject({ pushed: true });
    const post = parseDocumentText(POST, remote.bare('show', `main:content/${POST}`));
    const image = { ...(post.data.image as object), src: USED };
    const saved = await service.save(draft.slug, POST, { data: { ...post.data, image }, body: post.body }, ada);
    expect(saved).toMatchObject({ saved: true, pushed: true });
    const before = remote.bare('rev-parse', 'main').trim();

    await service.setStatus(draft.slug, 'in-review', ada);
    const reviewed = (await service.changes(draft.slug)).commit;
    expect(await service.publish(draft.slug, pat, reviewed)).toMatchObject({ published: true });

    const onMain = (file: string) => remote.bare('ls-tree', '--name-only', 'main', `content/${file}`).trim();
    expect(onMain(USED)).toBe(`content/${USED}`);
    expect(onMain(ABANDONED)).toBe('');
    // Not added then deleted: no commit of main ever held it.
    expect(remote.bare('log', '--format=%H', 'main', '--', `content/${ABANDONED}`).trim()).toBe('');
    // The upload of the used image and the save, each by its author; the abandoned upload's commit is gone.
    expect(remote.bare('log', '--format=%an|%cn|%s', `${before}..main`).trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${ada.name}\\|${pat.name}\\|`)),
      `${ben.name}|${pat.name}|Add image ${USED}`,
    ]);
    const published = parseDocumentText(POST, remote.bare('show', `main:content/${POST}`));
    expect(published.data.image).toEqual(image);
  },
);
