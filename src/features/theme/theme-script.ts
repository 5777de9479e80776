import { THEME_KEY } from './theme-store.ts';

/** Marks the theme toggle's button: the early script below switches the theme for it until the page has hydrated. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/**
 * Runs in <head> before the first paint so a stored light theme never flashes dark. A click on the theme toggle
 * that no React handler has answered (the page's script has not run or not hydrated the toggle yet, or failed to
 * load) switches the theme here, the way the toggle does (theme-store.ts: <html data-theme> and localStorage), so
 * that it is not lost; once hydrated, the toggle reads the theme from <html data-theme>. Whether React answered is
 * seen by the theme having changed between the click's capture at the window and its bubbling back to it.
 * Kept tiny and dependency-free: it is inlined into every page (and hashed for the CSP).
 */
export const themeScript = `(function(){var d=document.documentElement,k=${JSON.stringify(THEME_KEY)},b;try{var t=localStorage.getItem(k);if(t==='light'||t==='dark')d.dataset.theme=t}catch(e){}addEventListener('click',function(){b=d.dataset.theme},true);addEventListener('click',function(e){var s=e.target;if(d.dataset.theme!==b||!s.closest||!s.closest('[${THEME_TOGGLE_ATTRIBUTE}]'))return;s=b==='light'?'dark':'light';d.dataset.theme=s;try{localStorage.setItem(k,s)}catch(e){}})})()`;
