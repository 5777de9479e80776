import { Moon, Sun } from 'lucide-react';
import site from 'virtual:content/site';
import { IconButton } from '../../ui/IconButton';
import { setTheme, useTheme } from './theme-store';

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? site.nav.theme.toLight : site.nav.theme.toDark;
  return (
    <IconButton type="button" aria-label={label} title={label} onClick={() => setTheme(next)}>
      {next === 'light' ? <Sun aria-hidden="true" size={20} /> : <Moon aria-hidden="true" size={20} />}
    </IconButton>
  );
}
