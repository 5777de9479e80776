import { createGlobalStyle } from 'styled-components';
import { themeVariables } from './theme';

/** The site-wide styles; fontUrl is the address of the Inter file the build made. */
export const GlobalStyle = createGlobalStyle<{ fontUrl: string }>`
  @font-face {
    font-family: Inter;
    src: url(${(p) => p.fontUrl}) format('woff2');
    font-weight: 100 900;
    font-display: swap;
  }
  /* A local font stretched to Inter's measures, so the text does not move when Inter arrives. */
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('Liberation Sans'), local('Helvetica'), local('DejaVu Sans');
    size-adjust: 107%;
    ascent-override: 90%;
    descent-override: 22.4%;
    line-gap-override: 0%;
  }
  :root, :root[data-theme='dark'] { ${themeVariables('dark')} color-scheme: dark; }
  :root[data-theme='light'] { ${themeVariables('light')} color-scheme: light; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  [data-static],
  [data-island] { display: contents; }
  body {
    margin: 0;
    font-family: Inter, 'Inter Fallback', system-ui, sans-serif;
    font-optical-sizing: auto;
    line-height: 1.6;
    background: var(--bg);
    color: var(--text);
  }
  h1, h2, h3 { line-height: 1.2; margin: 0 0 0.5em; }
  h1, h2 { letter-spacing: -0.02em; }
  p { margin: 0 0 1em; }
  a { color: var(--accent-strong); }
  img, svg { max-width: 100%; height: auto; }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; border: 0;
  }
  :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
