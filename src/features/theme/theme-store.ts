// The theme lives on <html data-theme> and in localStorage; storage may be missing, garbled or throwing.
import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, type ThemeName } from '../../vocabulary/theme-tokens.ts';

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

const listeners = new Set<() => void>();

function current(): ThemeName {
  const value = document.documentElement.dataset.theme;
  return isTheme(value) ? value : DEFAULT_THEME;
}

export function setTheme(theme: ThemeName) {
  document.documentElement.dataset.theme = theme;
  try {
    window.localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode or a full quota: the choice still holds for this page view.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY) return;
    document.documentElement.dataset.theme = storedTheme();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The active theme; prerendered pages render the default and settle on the stored one after hydrating. */
export function useTheme(): ThemeName {
  return useSyncExternalStore(subscribe, current, () => DEFAULT_THEME);
}
