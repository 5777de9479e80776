import site from 'virtual:content/site';
import { IconButton } from '../../ui/IconButton.ts';
import { THEME_TOGGLE_ATTRIBUTE } from './theme-script.ts';
import { setTheme, useTheme } from './theme-store.ts';
import { Glyph } from '../../ui/Glyph.tsx';

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? site.nav.theme.toLight : site.nav.theme.toDark;
  return (
    <IconButton
      type="button"
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
    >
      {next === 'light' ? <Glyph name="sun" size={20} /> : <Glyph name="moon" size={20} />}
    </IconButton>
  );
}
