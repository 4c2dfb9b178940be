import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm dark:bg-brand-600 dark:hover:bg-brand-700 dark:text-white',
  secondary: 'bg-surface-raised text-ink border border-line hover:bg-surface-sunken',
  ghost: 'text-ink hover:bg-surface-sunken',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  link: 'text-brand-700 dark:text-brand-300 underline-offset-4 hover:underline px-0 h-auto',
} as const;
const sizes = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-4 text-sm', lg: 'h-12 px-6 text-base', icon: 'h-11 w-11' } as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
};

export function buttonClasses(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-55 select-none',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({ variant, size, asChild, className, type, ...rest }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp type={asChild ? undefined : (type ?? 'button')} className={buttonClasses(variant, size, className)} {...rest} />;
}
