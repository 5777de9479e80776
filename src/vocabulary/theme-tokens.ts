// Theme tokens: one map per theme. The pages write them as CSS variables on :root[data-theme] (src/ui/theme.ts)
// and components use var(--token); the build colours content drawings (src/build/image-assets.ts) and draws the
// share cards (src/build/share-card-layout.ts) with the same values.
export type ThemeName = 'dark' | 'light';
export const DEFAULT_THEME: ThemeName = 'dark';
/** The theme a switch from `theme` leads to */
export const otherTheme = (theme: ThemeName): ThemeName => (theme === 'dark' ? 'light' : 'dark');

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

/** The attributes of a content drawing (ui/Illustration.tsx) that name its file in each theme. */
export const ART_ATTRIBUTE = { dark: 'data-art-dark', light: 'data-art-light' } as const satisfies Record<
  ThemeName,
  string
>;

/**
 * Set on <html> for the frame that shows a new theme (features/theme/theme-store.ts): no transition runs then
 * (ui/GlobalStyle.tsx). A button's or a link's colour transition would otherwise start on every one of them in view,
 * so that some colours fade while the rest change at once, and their start took about 14 ms of the switch's frame at
 * 4× CPU slowdown.
 */
export const THEME_SWITCHING_ATTRIBUTE = 'data-theme-switching';
