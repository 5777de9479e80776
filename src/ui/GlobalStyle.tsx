import { createGlobalStyle } from 'styled-components';
import { SECTION_PADDING, sectionPaddingRule } from './layout.ts';
import { themeVariables } from './theme.ts';
import { THEME_SWITCHING_ATTRIBUTE } from '../vocabulary/theme-tokens.ts';

/**
 * The site-wide styles (the typeface's @font-face rules are in FontFaces, outside styled-components).
 *
 * The sections below the first screen, and the footer, are `content-visibility: auto`: styled, laid out and painted
 * as the visitor scrolls near them, not all in the page's first frame (at 4× CPU slowdown that frame took ~150 ms on
 * /, the page's longest task: npm run bench:hydration). They stay in the accessibility tree and in find-in-page;
 * until shown, a section is as tall as its --section-height says (templates/PageView.tsx: an estimate from its
 * content, so the page's height and its scrollbar stay put as a visitor scrolls; the size is its content's, without
 * its padding; the footer's is its content's already); once shown, it keeps the size it had
 * (auto). Comments stay out of the template: they would ship in the JS.
 */
export const GlobalStyle = createGlobalStyle`
  :root, :root[data-theme='dark'] { ${themeVariables('dark')} color-scheme: dark; }
  :root[data-theme='light'] { ${themeVariables('light')} color-scheme: light; }
  :root { ${sectionPaddingRule} }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  [data-static],
  [data-island] { display: contents; }
  main > :nth-child(n + 3) > section,
  #root > footer {
    content-visibility: auto;
    contain-intrinsic-size: auto calc(var(--section-height, 720px) - 2 * ${SECTION_PADDING});
  }
  #root > footer { contain-intrinsic-size: auto var(--section-height, 720px); }
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
  html[${THEME_SWITCHING_ATTRIBUTE}] *, html[${THEME_SWITCHING_ATTRIBUTE}] *::before, html[${THEME_SWITCHING_ATTRIBUTE}] *::after {
    transition: none !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
