// @vitest-environment jsdom
// The other theme's drawings are read ahead once, each file once, and only the other theme's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ART_ATTRIBUTE } from '../../vocabulary/theme-tokens.ts';
import { warmOtherTheme, whenIdle } from './warm-other-theme.ts';

const drawing = (dark: string, light: string) =>
  `<span role="img" ${ART_ATTRIBUTE.dark}="${dark}" ${ART_ATTRIBUTE.light}="${light}"></span>`;

/** The URLs of the images made from now on */
function imagesMade() {
  const made: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      decoding = 'auto';
      set src(url: string) {
        made.push(url);
      }
    },
  );
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('warmOtherTheme', () => {
  it('reads ahead the files of the theme not shown, each once', () => {
    document.body.innerHTML =
      drawing('/a-dark.svg', '/a-light.svg') +
      drawing('/b-dark.svg', '/b-light.svg') +
      drawing('/a-dark.svg', '/a-light.svg');
    const made = imagesMade();
    warmOtherTheme('dark');
    expect(made).toEqual(['/a-light.svg', '/b-light.svg']);
    warmOtherTheme('dark');
    expect(made).toHaveLength(2);
  });

  it('reads the dark files when the light theme is shown', () => {
    document.body.innerHTML = drawing('/c-dark.svg', '/c-light.svg');
    const made = imagesMade();
    warmOtherTheme('light');
    expect(made).toEqual(['/c-dark.svg']);
  });
});

describe('whenIdle', () => {
  it('waits for a timer where requestIdleCallback is missing, and can be undone', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const warm = vi.fn();
    whenIdle(warm);
    vi.advanceTimersByTime(1000);
    expect(warm).toHaveBeenCalledOnce();
    const undone = vi.fn();
    whenIdle(undone)();
    vi.advanceTimersByTime(1000);
    expect(undone).not.toHaveBeenCalled();
  });
});
