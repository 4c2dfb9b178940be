import { useEffect, useState } from 'react';

/**
 * A QR code image (data URL) for `text`, drawn in the browser: the text never leaves the device.
 * The qrcode library is loaded on first use, so pages without a QR code do not carry it.
 * Used by the desktop landing page (the site's address) and by meetup tickets.
 */
export function useQrCode(text: string | null, width = 200): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!text) return;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(text, { width, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text, width]);
  return src;
}
