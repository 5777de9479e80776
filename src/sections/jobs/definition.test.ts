import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '../../assembly/site-content.ts';
import { contentDir, root } from '../../../tests/helpers/content-fixture.ts';
import definition from './definition.ts';

afterEach(() => vi.useRealTimers());

describe('the jobs section', () => {
  it('leaves off a job after its validThrough day, and its JobPosting with it', async () => {
    const { content } = await loadContent({ root, contentDir });
    if (!content) throw new Error('content does not load');
    const host = content.pages.find((p) => p.sections.some((s) => s.type === 'jobs'));
    const section = host?.sections.find((s) => s.type === 'jobs');
    if (!host || !section) throw new Error('no page shows the jobs');
    const [closing, ...others] = content.jobs;
    if (!closing) throw new Error('content has no job');
    const jobs = [
      { ...closing, validThrough: '2030-06-30' },
      ...others.map((j) => ({ ...j, validThrough: '2030-12-31' })),
    ];
    const resolveOn = (day: string) => {
      vi.useFakeTimers({ now: new Date(`${day}T12:00:00Z`), toFake: ['Date'] });
      const context = { content: { ...content, jobs }, host };
      const resolved = definition.resolve?.(definition.schema.parse(section), context);
      if (!resolved) throw new Error('the jobs section resolves nothing');
      return {
        titles: resolved.jobs.map((j) => j.title),
        postings: definition.structuredData?.(resolved, context).map((ld) => ld.title),
      };
    };
    const all = [...jobs].sort((a, b) => a.order - b.order).map((j) => j.title);
    expect(resolveOn('2030-06-30')).toEqual({ titles: all, postings: all });
    const open = all.filter((t) => t !== closing.title);
    expect(resolveOn('2030-07-01')).toEqual({ titles: open, postings: open });
  });
});
