import styled from 'styled-components';
import site from 'virtual:content/site';
import type { SectionProps } from '../define.ts';
import type definition from './definition.ts';
import { SectionFrame } from '../../ui/SectionFrame.tsx';
import { Button } from '../../ui/Button.tsx';
import { formatCents } from '../../ui/format.ts';
import { copy } from '../../content/copy.ts';
import { ScrollTable, keptFirstColumn } from '../../ui/ScrollTable.tsx';
import { DataTable } from '../../ui/table.ts';
import { media } from '../../ui/theme.ts';

// On a phone the table scrolls sideways under its extension column, as the product comparisons do, its rows tighter.
const Table = styled(DataTable)`
  ${keptFirstColumn}
  ${media.phone} {
    th,
    td {
      padding: 8px 14px;
    }
    td > * {
      min-height: 40px;
      padding-block: 6px;
    }
  }
`;
const RowHeader = styled.th`
  font-size: 1.1rem;
  font-weight: 800;
  color: var(--accent-strong);
`;

const perYear = (cents: number) => `${formatCents(cents)}${site.ui.perYear}`;

export default function DomainPricing({ section }: SectionProps<typeof definition>) {
  const { columns } = section;
  return (
    <SectionFrame title={section.title} subtitle={section.subtitle}>
      <ScrollTable label={section.title} hint={copy.scrollToCompare}>
        <Table $minWidth={600}>
          <caption className="visually-hidden">{section.title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.extension}</th>
              <th scope="col">{columns.registration}</th>
              <th scope="col">{columns.renewal}</th>
              <th scope="col">{columns.transfer}</th>
              <th scope="col">{columns.action}</th>
            </tr>
          </thead>
          <tbody>
            {section.extensions.map((e) => (
              <tr key={e.extension}>
                <RowHeader scope="row">.{e.extension}</RowHeader>
                <td>{perYear(e.registration)}</td>
                <td>{perYear(e.renewal)}</td>
                <td>{perYear(e.transfer)}</td>
                <td>
                  <Button href={section.orderHref} variant="secondary">
                    {section.actionLabel} <span className="visually-hidden">.{e.extension}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollTable>
    </SectionFrame>
  );
}
