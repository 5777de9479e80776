// For the drafts API tests: what a publisher's review screen sends with Publish, the commit its review showed.
import type { Client } from './drafts-api.ts';

/** The draft's commit as the review shows it now. */
export async function reviewedCommit(client: Client, slug: string): Promise<string> {
  const review = await client.call<{ commit: string }>('GET', `/api/drafts/${slug}/changes`);
  if (review.status !== 200) throw new Error(`The review of ${slug} answered ${review.status}`);
  return review.body.commit;
}

/** Publishes a draft at the version its review shows now, as the review screen does. */
export async function publishReviewed(client: Client, slug: string, body: Record<string, unknown> = {}) {
  const commit = await reviewedCommit(client, slug);
  return client.call<{ commit: string }>('POST', `/api/drafts/${slug}/publish`, { commit, ...body });
}
