import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code image (data URL) for `text`, drawn in the browser: the address never leaves the device. */
export function useQrCode(text: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { width: 200, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}
