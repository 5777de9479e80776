// The theme lives on <html data-theme> and in localStorage; storage may be missing, garbled or throwing.
import { DEFAULT_THEME, THEME_SWITCHING_ATTRIBUTE, type ThemeName } from '../../vocabulary/theme-tokens.ts';

export const THEME_KEY = 'theme';
const isTheme = (value: unknown): value is ThemeName => value === 'dark' || value === 'light';

function storedTheme(): ThemeName {
  try {
    const value = window.localStorage.getItem(THEME_KEY);
    return isTheme(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** The theme the page shows now. */
export function currentTheme(): ThemeName {
  const value = document.documentElement.dataset.theme;
  return isTheme(value) ? value : DEFAULT_THEME;
}

export function setTheme(theme: ThemeName) {
  const root = document.documentElement;
  root.setAttribute(THEME_SWITCHING_ATTRIBUTE, '');
  root.dataset.theme = theme;
  // Taken off once that frame has been drawn: a callback of the frame's, then the task after it.
  requestAnimationFrame(() => setTimeout(() => root.removeAttribute(THEME_SWITCHING_ATTRIBUTE)));
  try {
    window.localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode or a full quota: the choice still holds for this page view.
  }
}

/** Follows a theme chosen in another tab; answers the undo. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY) document.documentElement.dataset.theme = storedTheme();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
