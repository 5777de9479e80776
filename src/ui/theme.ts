// The theme as CSS: its tokens (src/vocabulary/theme-tokens.ts) as variables on :root[data-theme], which components
// use as var(--token); the breakpoints and the header's height.
import { themeTokens, type ThemeName } from '../vocabulary/theme-tokens.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS variable declarations for one theme. */
export const themeVariables = (theme: ThemeName) =>
  Object.entries(themeTokens[theme])
    .map(([name, value]) => `--${kebab(name)}: ${value};`)
    .join('\n');

const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** At this width and below the header shows the mobile menu. */
const MOBILE_MAX = 991;
/** Height of the fixed header: the main area and the mobile menu start below it. */
export const HEADER_HEIGHT = 68;
export const media = {
  mobile: `@media (max-width: ${MOBILE_MAX}px)`,
  desktop: `@media (min-width: ${breakpoints.lg}px)`,
  /** Phones narrower than the sm breakpoint */
  narrow: `@media (max-width: ${breakpoints.sm - 1}px)`,
  /** Phones and small tablets: narrower than the md breakpoint */
  phone: `@media (max-width: ${breakpoints.md - 1}px)`,
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;
