// @vitest-environment jsdom
// The page's early theme script, run as the browser runs it (its text, once per page): it applies the stored theme
// and switches the theme for a click on the toggle that no React handler answered, never twice for one click.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME } from '../../vocabulary/theme-tokens.ts';
import { THEME_TOGGLE_ATTRIBUTE, themeScript } from './theme-script.ts';
import { THEME_KEY } from './theme-store.ts';

const other = DEFAULT_THEME === 'dark' ? 'light' : 'dark';
const root = document.documentElement;

/** A page holding the toggle's button (with an icon in it, as the toggle has) and another button. */
function page() {
  document.body.innerHTML = `<button type="button" ${THEME_TOGGLE_ATTRIBUTE}><svg><use></use></svg></button><button type="button" id="other">x</button>`;
  return {
    toggle: document.querySelector(`[${THEME_TOGGLE_ATTRIBUTE}]`) as HTMLButtonElement,
    icon: document.querySelector('use') as Element,
    other: document.getElementById('other') as HTMLButtonElement,
  };
}
const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));

beforeAll(() => {
  localStorage.setItem(THEME_KEY, DEFAULT_THEME);
  root.dataset.theme = DEFAULT_THEME;
  // The text the page inlines, run once as the page runs it (no CSP here: the page allows it by its hash).
  // eslint-disable-next-line no-restricted-syntax
  new Function(themeScript)();
});

afterEach(() => {
  vi.restoreAllMocks();
  root.dataset.theme = DEFAULT_THEME;
  localStorage.setItem(THEME_KEY, DEFAULT_THEME);
});

describe('the early theme script', () => {
  it('switches the theme and stores it when the toggle is clicked before any handler answers', () => {
    const { toggle, icon } = page();
    click(toggle);
    expect(root.dataset.theme).toBe(other);
    expect(localStorage.getItem(THEME_KEY)).toBe(other);
    click(icon);
    expect(root.dataset.theme).toBe(DEFAULT_THEME);
    expect(localStorage.getItem(THEME_KEY)).toBe(DEFAULT_THEME);
  });

  it('leaves a click the hydrated toggle answered to it: one click, one switch', () => {
    const { toggle } = page();
    toggle.addEventListener('click', () => (root.dataset.theme = other));
    click(toggle);
    expect(root.dataset.theme).toBe(other);
  });

  it('does nothing for a click elsewhere', () => {
    const { other: button } = page();
    click(button);
    click(document.body);
    expect(root.dataset.theme).toBe(DEFAULT_THEME);
  });

  it('still switches the theme when storage throws', () => {
    const { toggle } = page();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    click(toggle);
    expect(root.dataset.theme).toBe(other);
  });
});
