import { Moon, Sun } from 'lucide-react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { setTheme, useTheme } from './theme-store';

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 10px;
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  cursor: pointer;
  &:hover {
    border-color: var(--accent);
  }
`;

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? site.nav.theme.toLight : site.nav.theme.toDark;
  return (
    <Toggle type="button" aria-label={label} title={label} onClick={() => setTheme(next)}>
      {next === 'light' ? <Sun aria-hidden="true" size={20} /> : <Moon aria-hidden="true" size={20} />}
    </Toggle>
  );
}
