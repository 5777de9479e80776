import { THEME_KEY } from './theme-store.ts';

/**
 * Runs in <head> before the first paint so a stored light theme never flashes dark.
 * Kept tiny and dependency-free: it is inlined into every page (and hashed for the CSP).
 */
export const themeScript = `try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
