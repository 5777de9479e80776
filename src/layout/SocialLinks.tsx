import styled from 'styled-components';
import site from 'virtual:content/site';
import { Glyph } from '../ui/Glyph.tsx';

const List = styled.ul`
  display: flex !important;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 16px !important;
  /* li > a: outranks the footer's own link colours, whichever stylesheet comes first */
  li > a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid var(--border);
    color: var(--muted);
    transition:
      color 0.2s,
      border-color 0.2s,
      background 0.2s;
  }
  li > a:hover {
    border-color: var(--accent);
    background: var(--surface-raised);
    color: var(--accent-strong);
  }
`;

/** The footer's links to the brand's social profiles, each a brand mark named by its link text from content. */
export function SocialLinks() {
  return (
    <List>
      {site.footer.social.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-label={link.label} rel="noopener noreferrer" target="_blank">
            <Glyph name={`social-${link.icon}`} size={20} />
          </a>
        </li>
      ))}
    </List>
  );
}
