// The people of the site: the members of its team sections, each with an anchor on their page, which a blog post's
// byline and its BlogPosting's author.url point at (search engines want a page that says who wrote an article).
import { slugOf } from '../../vocabulary/paths.ts';
import type { SiteContent } from '../../content/registry.ts';
import type { teamMember } from './team-member.ts';
import type { z } from 'zod';

/** A person's anchor on their page: "Sarah Mitchell" -> "sarah-mitchell". */
export const personAnchor = slugOf;

/** Every member of a team section, by name: the path of their card (page path and anchor). */
export function teamCards(pages: SiteContent['pages']): Map<string, string> {
  const cards = new Map<string, string>();
  for (const page of pages)
    for (const section of page.sections)
      if (section.type === 'team')
        for (const member of section.members as z.output<typeof teamMember>[])
          if (!cards.has(member.name)) cards.set(member.name, `${page.path}#${personAnchor(member.name)}`);
  return cards;
}
