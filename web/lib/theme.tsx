import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../contracts/constants';

export type Theme = 'light' | 'dark';

type ThemeValue = {
  theme: Theme;
  /** True when the user picked a theme; false while following the system preference. */
  isSaved: boolean;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readSaved(): Theme | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.theme);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    return null;
  }
}

const systemTheme = (): Theme => (typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light');

/** Light or dark; the saved choice wins, else the system preference (docs/product.md §4). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [saved, setSaved] = useState<Theme | null>(readSaved);
  const [system, setSystem] = useState<Theme>(systemTheme);
  const theme = saved ?? system;

  // Follow the system while no choice is saved.
  useEffect(() => {
    const mql = window.matchMedia?.(DARK_QUERY);
    if (!mql) return;
    const onChange = () => setSystem(mql.matches ? 'dark' : 'light');
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);

  // Another tab changed the choice.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => e.key === STORAGE_KEYS.theme && setSaved(readSaved());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0b1020' : '#4338ca');
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    setSaved(next);
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // Private mode: the choice lasts for this page view only.
    }
  }, []);

  const value = useMemo<ThemeValue>(
    () => ({ theme, isSaved: saved !== null, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, saved, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within ThemeProvider');
  return value;
}
