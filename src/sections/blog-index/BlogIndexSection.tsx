import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import type { SectionProps } from '../define';
import type definition from './definition';
import { type PostFilter, selectPosts } from '../../features/blog/select-posts';
import { PostCard } from '../../features/blog/PostCard';
import { Card } from '../../ui/Card';
import { copy } from '../../content/copy';
import { Field, Input, Select } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { Container, Grid, Section } from '../../ui/layout';

const Filters = styled.form`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  margin-bottom: 16px;
`;
// Always in the page (a live region must exist before its text changes); empty, it takes no space.
const Status = styled.p`
  margin: 0;
  color: var(--muted);
  font-size: 1.05rem;
`;
const Block = styled.section`
  margin-top: 48px;
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.8rem);
    margin-bottom: 20px;
  }
`;
const Count = styled.p`
  && {
    margin-top: auto;
    font-weight: 700;
    color: var(--accent-strong);
  }
`;

const preventSubmit = (event: FormEvent) => event.preventDefault();

export default function BlogIndexSection({ section }: SectionProps<typeof definition>) {
  // Starts unfiltered, so the first client render matches the prerendered HTML.
  const [filter, setFilter] = useState<PostFilter>({ query: '', category: '' });
  const id = useId();
  const { featured, recent, empty } = selectPosts(section.posts, filter, section.recentCount);
  return (
    <Section>
      <Container>
        <Filters role="search" aria-label={section.searchLabel} onSubmit={preventSubmit}>
          <Field id={`${id}-search`} label={section.searchLabel} half>
            <Input
              id={`${id}-search`}
              type="search"
              placeholder={section.searchPlaceholder}
              value={filter.query}
              onChange={(e) => setFilter((f) => ({ ...f, query: e.target.value }))}
            />
          </Field>
          <Field id={`${id}-category`} label={section.categoryLabel} half>
            <Select
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
        {featured && (
          <Block aria-labelledby={`${id}-featured`}>
            <h2 id={`${id}-featured`}>{section.featuredTitle}</h2>
            <PostCard post={featured} readMore={section.readMore} featured />
          </Block>
        )}
        {recent.length > 0 && (
          <Block aria-labelledby={`${id}-recent`}>
            <h2 id={`${id}-recent`}>{section.recentTitle}</h2>
            <Grid $min={300} $count={recent.length}>
              {recent.map((post) => (
                <PostCard key={post.slug} post={post} readMore={section.readMore} />
              ))}
            </Grid>
          </Block>
        )}
        <Block aria-labelledby={`${id}-categories`}>
          <h2 id={`${id}-categories`}>{section.categoriesTitle}</h2>
          <Grid $min={220} $count={section.categories.length}>
            {section.categories.map((c) => (
              <Card as="div" key={c.name}>
                {c.icon && <Icon name={c.icon} />}
                <h3>{c.name}</h3>
                {c.description && <p>{c.description}</p>}
                <Count>{copy.articleCount(c.count)}</Count>
              </Card>
            ))}
          </Grid>
        </Block>
      </Container>
    </Section>
  );
}
