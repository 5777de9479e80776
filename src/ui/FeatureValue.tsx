import styled from 'styled-components';

const Mark = styled.span<{ $yes: boolean }>`
  color: ${(p) => (p.$yes ? 'var(--success)' : 'var(--danger)')};
  font-weight: 800;
`;

/** A feature value as text, or a check / cross with a spoken label for true / false. */
export function FeatureValue({ value }: { value: string | number | boolean | undefined }) {
  if (typeof value === 'boolean')
    return (
      <Mark $yes={value} role="img" aria-label={value ? 'Included' : 'Not included'}>
        {value ? '✓' : '✕'}
      </Mark>
    );
  return <>{value ?? '—'}</>;
}
