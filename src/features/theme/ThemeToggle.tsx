import { useEffect } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { IconButton } from '../../ui/IconButton.ts';
import { THEME_TOGGLE_ATTRIBUTE } from './theme-script.ts';
import { currentTheme, followOtherTabs, setTheme } from './theme-store.ts';
import { Glyph } from '../../ui/Glyph.tsx';
import { warmOtherTheme, whenIdle } from './warm-other-theme.ts';
import { otherTheme } from '../../vocabulary/theme-tokens.ts';

// The button holds both ways, and <html data-theme> shows the one that leads away from the current theme: right in
// the server's HTML, before any script, and after a switch the early script made (theme-script.ts).
const Toggle = styled(IconButton)`
  html[data-theme='light'] & [data-to='light'],
  html:not([data-theme='light']) & [data-to='dark'] {
    display: none;
  }
  & > span {
    display: inline-grid;
  }
`;

export function ThemeToggle() {
  useEffect(followOtherTabs, []);
  useEffect(() => whenIdle(() => warmOtherTheme(currentTheme())), []);
  const { toLight, toDark } = site.nav.theme;
  return (
    <Toggle
      type="button"
      onClick={() => {
        const theme = otherTheme(currentTheme());
        setTheme(theme);
        // The drawings the page had not shown yet in either theme
        whenIdle(() => warmOtherTheme(theme));
      }}
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
    >
      <span data-to="light" title={toLight}>
        <Glyph name="sun" size={20} />
        <span className="visually-hidden">{toLight}</span>
      </span>
      <span data-to="dark" title={toDark}>
        <Glyph name="moon" size={20} />
        <span className="visually-hidden">{toDark}</span>
      </span>
    </Toggle>
  );
}
