import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

/** The site origin links in emails point at: PUBLIC_URL, else the request's own host. */
export function publicOrigin(config: Config, req: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  return `${req.protocol}://${req.host}`;
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
