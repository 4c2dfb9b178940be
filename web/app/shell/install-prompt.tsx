import { Check, Share, SquarePlus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { useInstallPrompt } from './use-install-prompt';
import { t, useMessages } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

const BENEFITS = ['install.benefitFast', 'install.benefitFull', 'install.benefitQuick'] as const;

function Frame({ labelledBy, aboveTabBar, children }: { labelledBy: string; aboveTabBar: boolean; children: React.ReactNode }) {
  return (
    <aside
      aria-labelledby={labelledBy}
      data-testid="install-prompt"
      className={cn(
        'fixed inset-x-3 z-30 mx-auto max-w-md rounded-card border border-line bg-surface-raised p-5 shadow-2xl shadow-black/15 dark:shadow-black/50',
        'transition-[opacity,translate] duration-300 starting:translate-y-4 starting:opacity-0 lg:inset-x-auto lg:bottom-6 lg:left-6 lg:w-96',
        aboveTabBar ? 'bottom-[calc(4.75rem+env(safe-area-inset-bottom))]' : 'bottom-[calc(0.75rem+env(safe-area-inset-bottom))]',
      )}
    >
      {children}
    </aside>
  );
}

/** 'Install Civic Connect' card, or the iOS Safari 'Add to Home Screen' hint (docs/product.md §2 Install prompt). */
export function InstallPrompt({ aboveTabBar, prompt }: { aboveTabBar: boolean; prompt: ReturnType<typeof useInstallPrompt> }) {
  useMessages(['app']);
  const id = useId();
  const { show, later, install, dismissIosHint } = prompt; // never 'none' here (app-shell.tsx InstallPromptSlot)

  if (show === 'ios') {
    return (
      <Frame labelledBy={id} aboveTabBar={aboveTabBar}>
        <div className="flex items-start gap-3">
          <img src="/icons/icon-192.png" alt="" className="size-12 rounded-xl" />
          <div className="flex-1">
            <h2 id={id} className="font-semibold text-ink">
              {t('install.addToHome')}
            </h2>
            <p className="mt-0.5 text-sm text-ink-muted">{t('install.iosBlurb')}</p>
          </div>
          <button type="button" onClick={dismissIosHint} aria-label={t('install.dismissHint')} className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-sunken">
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <ol className="mt-4 space-y-2 text-sm text-ink">
          <li className="flex items-center gap-3 rounded-xl bg-surface-sunken px-3 py-2.5">
            <span className="font-semibold text-ink-muted">1</span>
            <span>{richText(t('install.iosStep1'), { icon: () => <Share aria-hidden="true" className="inline size-5 text-brand-700 dark:text-brand-300" />, b: (w) => <strong>{w}</strong> })}</span>
          </li>
          <li className="flex items-center gap-3 rounded-xl bg-surface-sunken px-3 py-2.5">
            <span className="font-semibold text-ink-muted">2</span>
            <span>{richText(t('install.iosStep2'), { icon: () => <SquarePlus aria-hidden="true" className="inline size-5 text-brand-700 dark:text-brand-300" />, b: (w) => <strong>{w}</strong> })}</span>
          </li>
        </ol>
      </Frame>
    );
  }

  return (
    <Frame labelledBy={id} aboveTabBar={aboveTabBar}>
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" className="size-12 rounded-xl" />
        <div>
          <h2 id={id} className="font-semibold text-ink">
            {t('install.title')}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{t('install.subtitle')}</p>
        </div>
      </div>
      <ul className="mt-4 space-y-1.5 text-sm text-ink">
        {BENEFITS.map((b) => (
          <li key={b} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {t(b)}
          </li>
        ))}
      </ul>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={later}>
          {t('install.later')}
        </Button>
        <Button onClick={() => void install()}>
          {t('install.install')}
        </Button>
      </div>
    </Frame>
  );
}
