// The site as of a time, against a real remote: main with the plans due by then applied in order (a scheduled
// publish merged in, its end putting the old values back), and the previewed draft's own changes on top; made as a
// commit of the clone and never pushed. And its addresses in the preview: signed out, a time that is none, a write.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readYaml } from '../../local-api/yaml-edit.ts';
import { clientOf, startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';
import { startRemote, type TestRemote } from '../../testing/git-remote.ts';
import { manualClock } from '../../testing/manual-clock.ts';
import { ada, faqOf, pat, productOn, SHARED, type Product } from '../../testing/people.ts';
import { BERLIN, priceDraft, schedule } from '../../testing/scheduling.ts';
import { openDrafts, type Drafts } from '../drafts/index.ts';
import { siteAsOf } from './as-of.ts';

// Measured on the shared 2-core machine at load 15: the set-up (remote, clone, two drafts, a schedule) 20-35 s, each
// site as of a time 1-3 s. Four times the slowest.
const SLOW = 150_000;

describe('the site as of a time', () => {
  let remote: TestRemote;
  let drafts: Drafts;
  let old = 0;
  let faq = '';
  let own = '';
  beforeAll(async () => {
    remote = await startRemote();
    drafts = await openDrafts({ remote: remote.url, dir: path.join(remote.dir, 'service') });
    const clock = manualClock('2026-11-20T09:00:00Z');
    old = productOn(remote, 'main').plans[0]!.price;
    const sale = await priceDraft(drafts, remote, 'Black Friday', old - 200, pat);
    await schedule(drafts, clock, sale.slug, pat, {
      commit: sale.reviewed,
      publish: { local: '2026-11-27T00:00', zone: BERLIN },
      end: { local: '2026-11-30T23:59', zone: BERLIN },
    });
    // Another draft, not scheduled: an answer in the same file's FAQ.
    const draft = await drafts.create('FAQ answer', ada);
    const product = productOn(remote, 'main');
    faq = `${faqOf(product)[0]!.answer} Ask us at any hour.`;
    faqOf(product)[0]!.answer = faq;
    await drafts.save(draft.slug, SHARED, { data: product }, ada);
    own = draft.slug;
  }, SLOW);
  afterAll(async () => {
    await drafts?.close();
    await remote?.stop();
  }, SLOW);

  const productAt = async (iso: string) => {
    const refs = remote.bare('for-each-ref');
    const site = await siteAsOf(drafts.repo, own, Date.parse(iso));
    // Never pushed: the remote is as it was.
    expect(remote.bare('for-each-ref')).toBe(refs);
    const text = await drafts.repo.git(['show', `${site.commit}:content/${SHARED}`]);
    return { product: readYaml(text) as Product, notes: site.notes };
  };

  it('before the publish: main, with the draft’s own change on top', { timeout: SLOW }, async () => {
    const { product, notes } = await productAt('2026-11-26T22:59:00Z');
    expect(product.plans[0]!.price).toBe(old);
    expect(faqOf(product)[0]!.answer).toBe(faq);
    expect(notes).toEqual(['FAQ answer: on top, as saved']);
  });

  it('during the sale: the scheduled price and the draft’s change, both', { timeout: SLOW }, async () => {
    const { product, notes } = await productAt('2026-11-28T12:00:00Z');
    expect(product.plans[0]!.price).toBe(old - 200);
    expect(faqOf(product)[0]!.answer).toBe(faq);
    expect(notes).toEqual(['Black Friday: published', 'FAQ answer: on top, as saved']);
  });

  it('after the end: the old price back, the draft’s change kept', { timeout: SLOW }, async () => {
    const { product, notes } = await productAt('2026-12-01T00:00:00Z');
    expect(product.plans[0]!.price).toBe(old);
    expect(faqOf(product)[0]!.answer).toBe(faq);
    expect(notes).toEqual(['Black Friday: published', 'Black Friday: undone', 'FAQ answer: on top, as saved']);
  });
});

describe('its addresses in the preview', () => {
  let api: DraftsApi;
  let slug = '';
  beforeAll(async () => {
    api = await startDraftsApi(undefined, undefined, { idleMs: 600_000 }, manualClock('2026-11-20T09:00:00Z'));
    const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'As of' });
    slug = created.body.draft.slug;
  }, SLOW);
  afterAll(() => api?.stop(), SLOW);

  it('signed out: 401; a time that is none: 400; a write: 405; none renders anything', { timeout: SLOW }, async () => {
    const at = '2026-11-27T00:00@Europe~Berlin';
    const anonymous = clientOf(api.service, undefined);
    expect((await anonymous.call('GET', `/drafts/${slug}/as-of/${at}/hosting/shared`)).status).toBe(401);
    for (const stamp of [
      '2026-11-27T00:00',
      '2026-02-30T00:00@UTC',
      '2027-03-28T02:30@Europe~Berlin',
      'x@Mars~Olympus',
    ])
      for (const url of [`/drafts/${slug}/as-of/${stamp}/`, `/drafts/${slug}/as-of/${stamp}/hosting/shared`]) {
        const answer = await api.editor.call<{ text: string }>('GET', url);
        expect([url, answer.status]).toEqual([url, 400]);
        expect(answer.body.text).toContain('Not a time');
      }
    for (const url of [`/drafts/${slug}/as-of/${at}/..%2F..%2Fpackage.json`, `/drafts/${slug}/as-of/${at}/%2e%2e/x`])
      expect((await api.editor.call('GET', url)).status).toBe(400);
    expect((await api.editor.call('POST', `/drafts/${slug}/as-of/${at}/`, {})).status).toBe(405);
    expect(api.service.previews?.running()).toBe(false);
  });
});
