// Theme tokens: one map per theme, written as CSS variables on :root[data-theme]. Components use var(--token).
export type ThemeName = 'dark' | 'light';
export const DEFAULT_THEME: ThemeName = 'dark';

export const themeTokens = {
  dark: {
    bg: '#0b1020',
    surface: '#131a2e',
    surfaceRaised: '#1a2340',
    border: '#2a3558',
    text: '#eef2ff',
    muted: '#a9b4d0',
    placeholder: '#7c88a8',
    accent: '#7c9cff',
    accentStrong: '#a5b8ff',
    onAccent: '#0b1020',
    success: '#4ade80',
    danger: '#f87171',
    /** Rating stars: a warm gold with at least 3:1 contrast on --surface and --surface-raised */
    star: '#fbbf24',
    shadow: '0 10px 30px rgb(0 0 0 / 0.35)',
  },
  light: {
    bg: '#f7f8fc',
    surface: '#ffffff',
    surfaceRaised: '#eef1fa',
    border: '#d6dbea',
    text: '#141a2e',
    muted: '#4a5470',
    placeholder: '#677089',
    accent: '#3451d1',
    accentStrong: '#2940a8',
    onAccent: '#ffffff',
    success: '#15803d',
    danger: '#b91c1c',
    star: '#b07f00',
    shadow: '0 10px 30px rgb(20 26 46 / 0.12)',
  },
} satisfies Record<ThemeName, Record<string, string>>;

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
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;
