import { useEffect, useRef, useState } from 'react';

/**
 * One email's HTML in an isolated frame, as tall as the email. Our emails are fluid (a column of
 * at most 560 px), so the frame takes the card's width; an email wider than that is scaled down
 * to fit instead of being cut off. The frame may not run scripts (no allow-scripts);
 * allow-same-origin only lets this page read the rendered size, which a fixed frame cut off.
 */
export function EmailPreviewFrame({ html, title }: { html: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [content, setContent] = useState({ width: 0, height: 480 });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Re-measured when the card's width changes: text wraps differently and the email grows.
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc?.body) setContent({ width: doc.documentElement.scrollWidth, height: doc.documentElement.scrollHeight });
  }, [boxWidth]);

  const measure = () => {
    const doc = frame.current?.contentDocument;
    if (doc?.body) setContent({ width: doc.documentElement.scrollWidth, height: doc.documentElement.scrollHeight });
  };

  const scale = boxWidth > 0 && content.width > boxWidth ? boxWidth / content.width : 1;
  return (
    <div ref={box} className="relative w-full overflow-hidden bg-white" style={{ height: Math.ceil(content.height * scale) }} data-testid="email-preview">
      <iframe
        ref={frame}
        title={title}
        srcDoc={html}
        sandbox="allow-same-origin"
        onLoad={measure}
        className="absolute top-0 left-0 origin-top-left border-0 bg-white"
        style={{ width: scale < 1 ? content.width : '100%', height: content.height, transform: scale < 1 ? `scale(${scale})` : undefined }}
      />
    </div>
  );
}
