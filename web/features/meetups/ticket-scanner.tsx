import { useEffect, useRef, useState } from 'react';
import type { BarcodeDetector as Detector } from 'barcode-detector/ponyfill';
import { t } from '../../lib/i18n';

/**
 * The browser's own BarcodeDetector when it reads QR codes (Chrome on Android, Safari), else the
 * barcode-detector ponyfill (ZXing compiled to WebAssembly, served from this site, loaded only
 * here). Both have the same API.
 */
async function qrDetector(): Promise<Pick<Detector, 'detect'>> {
  const native = (globalThis as { BarcodeDetector?: typeof Detector }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) return new native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** Reads ticket QR codes from the back camera until closed; the same code is reported once every few seconds. */
export function TicketScanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useRef(onCode);
  report.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const last = { text: '', at: 0 };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return;
        video.current!.srcObject = stream;
        await video.current!.play();
        const detector = await qrDetector();
        const tick = async () => {
          if (stopped) return;
          const codes = await detector.detect(video.current!).catch(() => []);
          const text = codes[0]?.rawValue;
          if (text && (text !== last.text || Date.now() - last.at > 3000)) {
            last.text = text;
            last.at = Date.now();
            report.current(text);
          }
          timer = setTimeout(tick, 250);
        };
        void tick();
      } catch {
        if (!stopped) setProblem(t('meetups.checkIn.cameraFailed'));
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="space-y-2">
      {/* muted + playsInline: iOS plays the camera preview inline without sound. */}
      <video ref={video} muted playsInline className="aspect-square w-full rounded-card bg-black object-cover" aria-label={t('meetups.checkIn.cameraView')} />
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
