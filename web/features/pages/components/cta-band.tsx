import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

type Action = { to: string; label: string };

/** A closing call to action on a content page, with one or two links styled as buttons. */
export function CtaBand({ title, children, primary, secondary }: { title: string; children?: ReactNode; primary: Action; secondary?: Action }) {
  return (
    <section className="mt-12 rounded-card bg-brand-700 p-6 text-white shadow-sm sm:p-8 dark:bg-brand-900">
      <h2 className="text-xl font-bold tracking-tight">{title}</h2>
      {children && <div className="mt-2 leading-7 text-brand-50">{children}</div>}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to={primary.to} className={buttonClasses('secondary', 'lg', 'border-transparent bg-white text-brand-800 hover:bg-brand-50 dark:bg-white dark:text-brand-900 dark:hover:bg-brand-50')}>
          {primary.label}
        </Link>
        {secondary && (
          <Link to={secondary.to} className={buttonClasses('ghost', 'lg', 'text-white ring-1 ring-white/60 hover:bg-white/10')}>
            {secondary.label}
          </Link>
        )}
      </div>
    </section>
  );
}
