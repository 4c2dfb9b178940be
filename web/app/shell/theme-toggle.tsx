import { Moon, Sun } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTheme } from '../../lib/theme';
import { t } from '../../lib/i18n';

/** Theme switch. Its accessible name says what pressing it does: 'Switch to dark theme' or 'Switch to light theme'. */
export function ThemeToggle({ variant = 'icon', className }: { variant?: 'icon' | 'row'; className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  const label = dark ? t('shell.themeToLight') : t('shell.themeToDark');
  const Icon = dark ? Sun : Moon;
  if (variant === 'row') {
    return (
      <button
        type="button"
        onClick={toggleTheme}
        aria-label={label}
        data-testid="theme-toggle"
        className={cn('flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left font-medium text-ink hover:bg-surface-sunken', className)}
      >
        <Icon aria-hidden="true" className="size-5 text-ink-muted" />
        <span className="flex-1">{dark ? t('shell.lightTheme') : t('shell.darkTheme')}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className={cn('inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-surface-sunken', className)}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
