import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';

/** Download my data: the JSON export of GET /api/profile/export, saved as a file. */
export function DownloadData() {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const data = await api<unknown>('/api/profile/export');
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `civic-connect-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast({ type: 'error', title: t('settings.download.failed'), message: t('settings.download.failedMessage') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy}>
      <Download aria-hidden="true" className="size-4" />
      {busy ? t('settings.download.preparing') : t('settings.download.button')}
    </Button>
  );
}
