import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame shared by sign-in, registration and password pages. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <Link to="/" className="mx-auto mb-6 flex items-center gap-2 text-lg font-bold text-brand-700 dark:text-brand-300">
        <img src="/icons/icon-192.png" alt="" className="h-9 w-9 rounded-xl" />
        Civic Connect
      </Link>
      <div className="rounded-card border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {intro && <p className="mt-2 text-ink-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
    </div>
  );
}

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users away. */
export function safeReturnTo(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw;
}
