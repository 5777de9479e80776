import styled from 'styled-components';
import site from 'virtual:content/site';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 800;
  font-size: 1.25rem;
  color: var(--text);
  svg {
    width: 32px;
    height: 32px;
  }
  .logo-shape {
    fill: var(--accent);
  }
  .logo-cut {
    fill: var(--bg);
  }
`;

/** The brand mark: drawn with theme variables, so it follows the theme without a second image. */
export function Logo() {
  return (
    <Mark>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path className="logo-shape" d="M9 26a7 7 0 0 1-.8-13.95A9 9 0 0 1 25.6 13 6.5 6.5 0 0 1 24.5 26Z" />
        <path className="logo-cut" d="M11 21h10v2H11zm0-4h10v2H11z" />
      </svg>
      {site.name}
    </Mark>
  );
}
