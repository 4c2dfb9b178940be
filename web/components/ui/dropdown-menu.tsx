import { DropdownMenu as Radix } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const DropdownMenu = Radix.Root;
export const DropdownMenuTrigger = Radix.Trigger;
export const DropdownMenuGroup = Radix.Group;

export function DropdownMenuContent({ className, sideOffset = 8, align = 'end', ...rest }: ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Portal>
      <Radix.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={12}
        className={cn(
          'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-64 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-1.5 text-ink shadow-xl shadow-black/10 outline-none dark:shadow-black/40',
          'origin-[var(--radix-dropdown-menu-content-transform-origin)] transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0',
          className,
        )}
        {...rest}
      />
    </Radix.Portal>
  );
}

/** A menu item; pass asChild with a router Link for navigation items. */
export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof Radix.Item>) {
  return (
    <Radix.Item
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink outline-none select-none',
        'data-[highlighted]:bg-surface-sunken data-[highlighted]:text-ink data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        '[&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-ink-muted',
        className,
      )}
      {...rest}
    />
  );
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Radix.Label>) {
  return <Radix.Label className={cn('px-3 pt-2.5 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase', className)} {...rest} />;
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Radix.Separator>) {
  return <Radix.Separator className={cn('-mx-1.5 my-1.5 h-px bg-line', className)} {...rest} />;
}
