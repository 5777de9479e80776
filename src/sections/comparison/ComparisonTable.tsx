import styled, { css } from 'styled-components';
import { copy } from '../../content/copy.ts';
import { Button } from '../../ui/Button.tsx';
import { FeatureValue } from '../../ui/FeatureValue.tsx';
import { PopularTag } from '../../ui/PopularTag.ts';
import { Price } from '../../ui/Price.tsx';
import { PhoneFold } from '../../ui/PhoneFold.tsx';
import { Renewal, type RenewalTerms } from '../../ui/Renewal.tsx';
import { ScrollTable, keptFirstColumn } from '../../ui/ScrollTable.tsx';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { DataTable } from '../../ui/table.ts';
import { useWords } from '../../ui/words.tsx';

/** Width of the label column, and the least width of a plan column before the table scrolls. */
const LABEL = { narrow: 136, wide: '24%' } as const;
const PLAN_MIN = 176;

// Columns of even width (a fixed layout shares what the label column leaves), the label column kept in view while
// the plans scroll past it, the popular plan's column tinted from top to bottom.
const Table = styled(DataTable)<{ $plans: number; $popular: number }>`
  table-layout: fixed;
  min-width: ${(p) => LABEL.narrow + p.$plans * PLAN_MIN}px;
  col:first-child {
    width: ${LABEL.narrow}px;
  }
  @media (min-width: 768px) {
    col:first-child {
      width: ${LABEL.wide};
    }
  }
  th,
  td {
    padding: 12px;
    text-wrap: pretty;
  }
  @media (min-width: 768px) {
    th,
    td {
      padding-inline: 16px;
    }
  }
  thead th {
    vertical-align: bottom;
    font-size: 1.05rem;
  }
  tbody td {
    font-variant-numeric: tabular-nums;
  }
  ${keptFirstColumn}
  tbody th {
    font-weight: 600;
    font-size: 0.85rem;
    color: var(--muted);
    overflow-wrap: anywhere;
  }
  @media (min-width: 768px) {
    tbody th {
      font-size: 1rem;
    }
  }
  tfoot td {
    border-bottom: 0;
    border-top: 1px solid var(--border);
    padding-block: 16px;
  }
  ${(p) =>
    p.$popular >= 0 &&
    css`
      tr > :nth-child(${p.$popular + 2}) {
        background: color-mix(in srgb, var(--accent) 9%, var(--surface));
      }
      thead tr > :nth-child(${p.$popular + 2}) {
        background: color-mix(in srgb, var(--accent) 18%, var(--surface));
        box-shadow: inset 0 3px var(--accent);
      }
    `}
`;
/** Open on a phone, room under the summary for the hint over the table. */
const Fold = styled(PhoneFold)`
  &[open] > summary {
    margin-bottom: 36px;
  }
`;
const Heading = styled.span`
  display: grid;
  gap: 4px;
`;
const Amount = styled(Price)`
  font-size: 1.1rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  small {
    font-size: 0.85rem;
  }
`;
const Buttons = styled.span`
  display: grid;
  > * {
    padding-inline: 10px;
    font-size: 0.925rem;
    text-wrap: balance;
  }
`;

type Value = string | number | boolean | undefined;

interface Props {
  title: string;
  subtitle?: string | undefined;
  columns: string[];
  rows: { label: string; values: Value[] }[];
  /** The column to highlight, the popular plan's */
  popular?: string | undefined;
  /** One per column: the plan's price under its name (and what it renews at, when a plan renews at another price),
   * and its button in a last row */
  offers?:
    | {
        price: number;
        period: 'month' | 'year';
        renewal?: RenewalTerms | undefined;
        cta: string;
        /** Where the plan's button leads: the order system, when the site hands orders off */
        href?: string | undefined;
      }[]
    | undefined;
  /** On a phone, the table folded behind a summary saying this (a product's plan cards show the same plans) */
  fold?: string | undefined;
}

export function ComparisonTable({ title, subtitle, columns, rows, popular, offers, fold }: Props) {
  const words = useWords();
  const popularAt = popular === undefined ? -1 : columns.indexOf(popular);
  const renewals = offers?.some((offer) => offer.renewal) ?? false;
  const table = (
    <ScrollTable label={title} hint={copy.scrollToCompare}>
      <Table $plans={columns.length} $popular={popularAt}>
        <caption className="visually-hidden">{title}</caption>
        <colgroup>
          <col />
          {columns.map((c) => (
            <col key={c} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td />
            {columns.map((c, i) => {
              const offer = offers?.[i];
              return (
                <th key={c} scope="col">
                  <Heading>
                    {i === popularAt && <PopularTag $placement="inline">{words.mostPopular}</PopularTag>}
                    <span>{c}</span>
                    {offer && <Amount cents={offer.price} period={offer.period} />}
                    {offer && renewals && <Renewal period={offer.period} renewal={offer.renewal} />}
                  </Heading>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((v, i) => (
                <td key={columns[i] ?? i}>
                  <FeatureValue value={v} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {offers && (
          <tfoot>
            <tr>
              <td />
              {offers.map((offer, i) => (
                <td key={columns[i] ?? i}>
                  <Buttons>
                    <Button href={offer.href} variant={i === popularAt ? 'primary' : 'secondary'}>
                      {offer.cta} <span className="visually-hidden">{columns[i]}</span>
                    </Button>
                  </Buttons>
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </Table>
    </ScrollTable>
  );
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      {fold ? <Fold summary={fold}>{table}</Fold> : table}
    </SectionFrame>
  );
}
