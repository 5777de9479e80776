import styled from 'styled-components';
import { FeatureValue } from './FeatureValue';
import { SectionFrame } from './SectionFrame';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid var(--border);
  border-radius: 16px;
  background: var(--surface);
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  min-width: 560px;
  th,
  td {
    padding: 14px 18px;
    text-align: left;
    border-bottom: 1px solid var(--border);
  }
  thead th {
    background: var(--surface-raised);
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }
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
      <Scroll tabIndex={0} role="region" aria-label={title}>
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
      </Scroll>
    </SectionFrame>
  );
}
