import { useId, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Card, CardFooter, CheckList } from './Card.tsx';
import { PopularTag } from './PopularTag.ts';
import { Price } from './Price.tsx';
import { Renewal, type RenewalTerms } from './Renewal.tsx';
import { useWords } from './words.tsx';

/** What a plan card shows; SSL products, protection plans and email plans all have these fields. */
export interface PlanItem {
  name: string;
  price: number;
  period: 'month' | 'year';
  renewal?: RenewalTerms | undefined;
  popular?: boolean;
  description?: string | undefined;
  features: string[];
  cta?: { label: string; href?: string | undefined } | undefined;
}

interface Props extends PlanItem {
  /** Extra facts shown between the price and the feature list */
  children?: ReactNode;
}

/** A priced plan: name, price, optional facts, a feature checklist and an optional button. Named by its heading. */
export function PlanCard({
  name,
  price,
  period,
  renewal,
  popular = false,
  description,
  features,
  cta,
  children,
}: Props) {
  const headingId = useId();
  const words = useWords();
  return (
    <Card $highlight={popular} aria-labelledby={headingId}>
      {popular && <PopularTag>{words.mostPopular}</PopularTag>}
      <h3 id={headingId}>{name}</h3>
      {description && <p>{description}</p>}
      <div>
        <Price cents={price} period={period} />
        {price > 0 && <Renewal period={period} renewal={renewal} />}
      </div>
      {children}
      {features.length > 0 && (
        <CheckList>
          {features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </CheckList>
      )}
      {cta && (
        <CardFooter>
          <Button href={cta.href} variant={popular ? 'primary' : 'secondary'}>
            {cta.label} <span className="visually-hidden">{name}</span>
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
