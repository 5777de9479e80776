// Each save into a draft warms its preview (previews.ts), so that the preview asked for next only renders.
import type { Drafts } from '../drafts/index.ts';
import type { DraftPreviews } from './previews.ts';

/** The drafts library, with each save warming the preview of its draft. */
export function warmingOnSave(drafts: Drafts, previews: DraftPreviews): Drafts {
  return {
    ...drafts,
    async save(slug, file, input, by) {
      const result = await drafts.save(slug, file, input, by);
      if (result.saved) previews.warm(slug);
      return result;
    },
    async write(slug, by, task) {
      const written = await drafts.write(slug, by, task);
      if (written.commit) previews.warm(slug);
      return written;
    },
  };
}
