// Reads a message as a mail client shows it: the Subject header's encoded words (RFC 2047) and
// the text and HTML parts decoded (quoted-printable or base64) to UTF-8. Nodemailer encodes
// every non-ASCII word, so a message in French or Arabic cannot be read from the raw bytes.

const bytesOfQuotedPrintable = (s: string) => {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes);
};

function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, body: string) =>
      (kind.toUpperCase() === 'B' ? Buffer.from(body, 'base64') : bytesOfQuotedPrintable(body.replace(/_/g, ' '))).toString('utf8'),
    );
}

function decodePart(segment: string): { type: string; body: string } | null {
  const split = segment.search(/\r?\n\r?\n/);
  if (split < 0) return null;
  const headers = segment.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const type = /Content-Type:\s*(text\/(?:plain|html))/i.exec(headers)?.[1]?.toLowerCase();
  if (!type) return null;
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  const raw = segment.slice(split).trim();
  const body = encoding === 'base64' ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? bytesOfQuotedPrintable(raw).toString('utf8') : raw;
  return { type, body };
}

/** Subject, plain text and HTML of a raw message (as tests/helpers/smtp-sink.ts receives it). */
export function readMail(raw: string): { subject: string; text: string; html: string } {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/m.exec(head)?.[1] ?? '');
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  const parts = boundaries.flatMap((b) => raw.split(`--${b}`)).map(decodePart);
  const of = (type: string) => parts.find((p) => p?.type === type)?.body ?? '';
  return { subject, text: of('text/plain'), html: of('text/html') };
}
