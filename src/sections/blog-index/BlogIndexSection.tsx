import { type FormEvent, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { type PostFilter, selectPosts } from '../../features/blog/select-posts.ts';
import { PostCard } from '../../features/blog/PostCard.tsx';
import { PostGrid } from '../../features/blog/PostGrid.tsx';
import { Field, Input, Select } from '../../ui/Field.tsx';
import { KeptHtml } from '../../ui/KeptHtml.tsx';
import { Container, Section } from '../../ui/layout.ts';
import { Block, BLOCK_GAP } from './Block.ts';
import { CategoryCards } from './CategoryCards.tsx';
import { PageLinks } from './PageLinks.tsx';
import { PostListing } from './PostListing.tsx';

const Filters = styled.form`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;
// Always in the page (a live region must exist before its text changes); empty, it takes no space. With a message
// it stands apart from the search above it, where the posts would be.
const Status = styled.p`
  margin: 0;
  color: var(--muted);
  font-size: 1.05rem;
  &:not(:empty) {
    margin-top: ${BLOCK_GAP};
    padding: 32px 24px;
    text-align: center;
    border: 1px dashed var(--border);
    border-radius: 16px;
  }
`;

const preventSubmit = (event: FormEvent) => event.preventDefault();

type Post = SectionProps<typeof definition>['section']['posts'][number];

/** The featured post and the most recent ones, each list under its heading. */
function Posts({
  featured,
  recent,
  section,
  id,
}: { featured?: Post; recent: Post[]; id: string } & SectionProps<typeof definition>) {
  return (
    <>
      {featured && (
        <Block aria-labelledby={`${id}-featured`}>
          <h2 id={`${id}-featured`}>{section.featuredTitle}</h2>
          <PostCard post={featured} readMore={section.readMore} featured />
        </Block>
      )}
      {recent.length > 0 && (
        <Block aria-labelledby={`${id}-recent`}>
          <h2 id={`${id}-recent`}>{section.recentTitle}</h2>
          <PostGrid posts={recent} readMore={section.readMore} />
        </Block>
      )}
    </>
  );
}

/** The blog's first page: search, category filter, the featured post, the most recent ones and the categories. */
function BlogFront({ section }: SectionProps<typeof definition>) {
  // Starts unfiltered, so the first client render matches the prerendered HTML.
  const [filter, setFilter] = useState<PostFilter>({ query: '', category: '' });
  const id = useId();
  const search = useRef<HTMLInputElement>(null);
  const category = useRef<HTMLSelectElement>(null);
  // What was typed or picked before the script ran filters the list once it runs.
  useEffect(() => {
    const typed = { query: search.current?.value ?? '', category: category.current?.value ?? '' };
    if (typed.query || typed.category) setFilter(typed);
  }, []);
  // The list follows the filter a moment later, at a lower priority than the field: a key shows in the field at once,
  // and the list (the first filtered one is rendered afresh, every post's card) renders after, or again as more keys
  // come (bench:interaction's blog filter: the first key took over 100 ms at 4× CPU, most of it the list).
  const shown = useDeferredValue(filter);
  const { featured, recent, empty } = useMemo(
    () => selectPosts(section.posts, shown, section.recentCount),
    [section.posts, shown, section.recentCount],
  );
  // A filter shows every match at once: the links to later pages are for the unfiltered list.
  const filtering = shown.query.trim() !== '' || shown.category !== '';
  const list = useMemo(
    () =>
      filtering ? (
        <Posts featured={featured} recent={recent} section={section} id={id} />
      ) : (
        // Unfiltered, the list is the prerendered one: the page keeps its server HTML until a filter changes it.
        <KeptHtml id="blog posts">
          <Posts featured={featured} recent={recent} section={section} id={id} />
          <PageLinks section={section} />
        </KeptHtml>
      ),
    [filtering, featured, recent, section, id],
  );
  return (
    <Section>
      <Container>
        <Filters role="search" aria-label={section.searchLabel} onSubmit={preventSubmit}>
          <Field id={`${id}-search`} label={section.searchLabel} half>
            <Input
              id={`${id}-search`}
              ref={search}
              type="search"
              placeholder={section.searchPlaceholder}
              value={filter.query}
              onChange={(e) => setFilter((f) => ({ ...f, query: e.target.value }))}
            />
          </Field>
          <Field id={`${id}-category`} label={section.categoryLabel} half>
            <Select
              ref={category}
              id={`${id}-category`}
              value={filter.category}
              onChange={(e) => setFilter((f) => ({ ...f, category: e.target.value }))}
            >
              <option value="">{section.allCategories}</option>
              {section.categories.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        </Filters>
        <Status role="status">{empty ? section.emptyText : ''}</Status>
        {list}
        <KeptHtml id="blog categories">
          <CategoryCards section={section} />
        </KeptHtml>
      </Container>
    </Section>
  );
}

/** The blog index; on the blog's later pages and on a category's page, that page's list of posts alone. */
export default function BlogIndexSection({ section }: SectionProps<typeof definition>) {
  return section.listing ? (
    <PostListing section={section} listing={section.listing} />
  ) : (
    <BlogFront section={section} />
  );
}
