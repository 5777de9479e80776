import styled from 'styled-components';
import site from 'virtual:content/site';
import type { SocialNetwork } from '../ui/icon-names';

const List = styled.ul`
  display: flex !important;
  gap: 10px;
  margin-top: 16px !important;
  a {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 1px solid var(--border);
    color: var(--text);
    font-weight: 800;
    font-size: 0.8rem;
  }
  a:hover {
    border-color: var(--accent);
    text-decoration: none;
  }
`;

// Brand marks as short monograms: brand glyph sets are not in our icon library.
const monogram: Record<SocialNetwork, string> = {
  x: '𝕏',
  facebook: 'f',
  linkedin: 'in',
  github: 'GH',
  instagram: 'IG',
  youtube: 'YT',
};

export function SocialLinks() {
  return (
    <List>
      {site.footer.social.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-label={link.label} rel="noopener noreferrer" target="_blank">
            <span aria-hidden="true">{monogram[link.icon]}</span>
          </a>
        </li>
      ))}
    </List>
  );
}
