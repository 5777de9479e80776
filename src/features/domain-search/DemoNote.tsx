import styled from 'styled-components';
import site from 'virtual:content/site';

const Note = styled.p`
  margin: 0 0 16px;
  padding: 8px 12px;
  border: 1px dashed var(--border);
  border-radius: 12px;
  color: var(--muted);
  font-size: 0.95rem;
`;

/** Said above answers the server made up (DOMAIN_PROVIDERS=demo), so nobody mistakes them for a registry's. */
export function DemoNote() {
  return <Note data-demo-note="">{site.domainSearch.demoNote}</Note>;
}
