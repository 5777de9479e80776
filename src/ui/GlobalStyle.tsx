import { createGlobalStyle } from 'styled-components';
import { themeVariables } from './theme';

export const GlobalStyle = createGlobalStyle`
  :root, :root[data-theme='dark'] { ${themeVariables('dark')} color-scheme: dark; }
  :root[data-theme='light'] { ${themeVariables('light')} color-scheme: light; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    line-height: 1.6;
    background: var(--bg);
    color: var(--text);
  }
  h1, h2, h3 { line-height: 1.2; margin: 0 0 0.5em; }
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
