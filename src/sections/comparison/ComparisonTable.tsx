import styled from 'styled-components';
import { DataTable, TableScroll } from '../../ui/table';
import { FeatureValue } from '../../ui/FeatureValue';
import { SectionFrame } from '../../ui/SectionFrame';

const Table = styled(DataTable)`
  tbody th {
    font-weight: 600;
    color: var(--muted);
  }
`;

type Value = string | number | boolean | undefined;

interface Props {
  title: string;
  subtitle?: string | undefined;
  columns: string[];
  rows: { label: string; values: Value[] }[];
}

export function ComparisonTable({ title, subtitle, columns, rows }: Props) {
  return (
    <SectionFrame title={title} subtitle={subtitle}>
      <TableScroll tabIndex={0} role="region" aria-label={title}>
        <Table>
          <thead>
            <tr>
              <td />
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
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
        </Table>
      </TableScroll>
    </SectionFrame>
  );
}
