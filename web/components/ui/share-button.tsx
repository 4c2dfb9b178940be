import { Share2 } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { useToast } from './toast';
import { t } from '../../lib/i18n';

/**
 * Shares a link with the device's share sheet (Web Share API); where there is none (most
 * desktops), copies it and says so in a toast. The link is given whole by the caller, built on
 * the site's public origin. Disabled until the link is known.
 */
export function ShareButton({ url, title, className, variant = 'secondary', size = 'md' }: { url: string | null; title: string } & Pick<ButtonProps, 'className' | 'variant' | 'size'>) {
  const { toast } = useToast();
  const share = async () => {
    if (!url) return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return; // closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: 'success', title: t('share.copied'), message: url });
    } catch {
      toast({ type: 'error', title: t('share.couldNotCopy'), message: url });
    }
  };
  return (
    <Button variant={variant} size={size} className={className} disabled={!url} onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" /> {t('share.share')}
    </Button>
  );
}
