import type { Config } from './config';

/**
 * The site origin every link points at (emails, auth redirects, calendar files, Open Graph):
 * PUBLIC_URL, else the origin the server was started on. Never a request's Host,
 * X-Forwarded-Host or Origin, which a stranger controls (issue 9: reset-link poisoning).
 */
export function publicOrigin(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl;
}

/** Only same-origin redirects are honoured; anything else falls back to {origin}{fallbackPath}. */
export function safeRedirect(candidate: string | undefined, origin: string, fallbackPath: string): string {
  if (candidate) {
    try {
      const url = new URL(candidate, origin);
      if (url.origin === origin) return url.toString();
    } catch {
      // not a URL: use the fallback
    }
  }
  return `${origin}${fallbackPath}`;
}
