import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const overlay = 'fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0';

type ContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Visually hide the title and description (they still name the dialog for screen readers). */
  hideHeader?: boolean;
  closeLabel?: string;
};

type FocusEvents = Pick<ComponentProps<typeof RadixDialog.Content>, 'onOpenAutoFocus' | 'onCloseAutoFocus'>;

/**
 * Issue 27: closing a dialog (Esc, Close, Cancel) puts focus back on what opened it. Radix does
 * that only for its own Trigger; most of our dialogs open from a button's state or a menu item,
 * and focus then fell to the top of the page. The opener is noted as the dialog opens (before
 * focus moves into it); a menu item that closes with its menu hands over to the menu's button.
 */
function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: FocusEvents): Required<FocusEvents> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      const menu = active?.closest<HTMLElement>('[role="menu"]');
      const menuButton = menu?.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
      opener.current = menuButton ?? active;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      if (!target?.isConnected) return; // gone with the dialog's action: Radix's own choice stands
      event.preventDefault();
      target.focus();
    },
  };
}

type FrameProps = Omit<ContentProps, 'title' | 'hideHeader' | 'closeLabel'> & { kind: string };

/** What the sheet and the dialog share: the overlay, focus returned to the opener, no dangling aria-describedby. */
function Frame({ kind, description, className, children, onOpenAutoFocus, onCloseAutoFocus, ...rest }: FrameProps) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content className={cn(kind, className)} {...(description ? {} : { 'aria-describedby': undefined })} {...rest} {...focus}>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

const sheet = cn(
  'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col border-l border-line bg-surface-raised shadow-2xl outline-none',
  'pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] transition-transform duration-200 ease-out starting:translate-x-full',
);

/** A side sheet sliding in from the right: the mobile menu and other narrow panels. */
export function SheetContent({ title, description, hideHeader, closeLabel = 'Close', children, ...rest }: ContentProps) {
  return (
    <Frame kind={sheet} description={description} {...rest}>
      <div className={cn('flex items-center justify-between gap-2 border-b border-line py-2 pr-2 pl-5', hideHeader && 'border-b-0')}>
        <div className={cn(hideHeader && 'sr-only')}>
          <RadixDialog.Title className="text-base font-semibold text-ink">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="text-sm text-ink-muted">{description}</RadixDialog.Description>}
        </div>
        <RadixDialog.Close
          aria-label={closeLabel}
          className="ml-auto inline-flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </RadixDialog.Close>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
    </Frame>
  );
}

const modal = cn(
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-surface-raised p-6 shadow-2xl outline-none',
  'transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0',
);

/** A centred modal dialog for confirmations and short forms. */
export function DialogContent({ title, description, hideHeader, closeLabel = 'Close', children, ...rest }: ContentProps) {
  return (
    <Frame kind={modal} description={description} {...rest}>
      <div className={cn('mb-4 pr-10', hideHeader && 'sr-only')}>
        <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
        {description && <RadixDialog.Description className="mt-1 text-sm text-ink-muted">{description}</RadixDialog.Description>}
      </div>
      {children}
      <RadixDialog.Close
        aria-label={closeLabel}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-sunken hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
      </RadixDialog.Close>
    </Frame>
  );
}
