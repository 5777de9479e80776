import styled from 'styled-components';
import site from 'virtual:content/site';
import { Button } from '../../ui/Button';
import { formatCents } from '../../ui/format';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 16px;
  border: 1px solid var(--border);
  border-radius: 12px;
  background: var(--bg);
  strong {
    flex: 1 1 160px;
    word-break: break-all;
  }
`;
const Status = styled.span<{ $available: boolean }>`
  font-weight: 700;
  color: ${(p) => (p.$available ? 'var(--success)' : 'var(--danger)')};
`;

interface DomainItem {
  domain: string;
  available: boolean;
  price: number;
}

/** Domains with their status and yearly price ($X.XX/yr); available ones get a (non-functional) cart button. */
export function DomainResultList({ items }: { items: DomainItem[] }) {
  const copy = site.domainSearch;
  return (
    <List>
      {items.map((item) => (
        <Row key={item.domain}>
          <strong>{item.domain}</strong>
          <Status $available={item.available}>{item.available ? copy.available : copy.taken}</Status>
          <span>
            {formatCents(item.price)}
            {site.ui.perYear}
          </span>
          {item.available && (
            <Button variant="secondary">
              {copy.register}
              <span className="visually-hidden"> {item.domain}</span>
            </Button>
          )}
        </Row>
      ))}
    </List>
  );
}
