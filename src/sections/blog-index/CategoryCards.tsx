import { useId } from 'react';
import { Link } from '../../ui/Link.tsx';
import styled from 'styled-components';
import type { Loaded } from '../../content/bodies.ts';
import { copy } from '../../content/copy.ts';
import { Card, iconBesideHeadingOnPhone } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Grid } from '../../ui/layout.ts';
import { Block } from './Block.ts';
import type { BlogIndexData } from './definition.ts';

const CategoryCard = styled(Card)`
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole card answers a click on it: the link's box stretches over the card. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    border-color: var(--accent);
  }
  ${iconBesideHeadingOnPhone}
`;
const Count = styled.p`
  && {
    margin-top: auto;
    font-weight: 700;
    color: var(--accent-strong);
  }
`;

/** The blog's categories, each card linking to its category's page; the count is the one the card is given. */
export function CategoryCards({ section }: { section: Pick<Loaded<BlogIndexData>, 'categories' | 'categoriesTitle'> }) {
  const id = useId();
  return (
    <Block aria-labelledby={id}>
      <h2 id={id}>{section.categoriesTitle}</h2>
      <Grid $min={220} $count={section.categories.length}>
        {section.categories.map((c) => (
          <CategoryCard as="div" key={c.name}>
            {c.icon && <Icon name={c.icon} />}
            <h3>
              <Link to={c.href}>{c.name}</Link>
            </h3>
            {c.description && <p>{c.description}</p>}
            <Count>{copy.articleCount(c.count)}</Count>
          </CategoryCard>
        ))}
      </Grid>
    </Block>
  );
}
