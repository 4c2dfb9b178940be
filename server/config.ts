import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting, type TrustProxy } from './trust-proxy';
import { logFormat } from './logger';

// Environment → typed configuration, in one place. Invalid values stop start-up with the
// variable's name (see main.ts).
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(0).max(65535);
const emailList = (fallback: string) => z
  .string()
  .default(fallback)
  .transform((s) => s.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.email()).min(1));

// The configuration's refusals are for the operator starting the server, in English: zod's
// `error:` (its current name for a check's text), not a member's words from the catalogue.

/** The VAPID subject: a mailto: URL (RFC 8292), not words. */
const mailtoUrl = (address: string) => `mailto:${address}`;

/** An XYZ tile template: http(s), with {z}, {x} and {y}; {s} (subdomain) only in the host. */
const tileUrl = z
  .string()
  .refine((u) => /^https?:\/\/[^/?#]+\//.test(u) && ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), {
    error: 'must be an http(s) tile URL with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  })
  .refine((u) => URL.canParse(u.replace(/\{[a-z]\}/g, 'a')), { error: 'must be a valid URL' });

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach the server. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** The browsers' push services: Chrome/Edge (FCM), Firefox (Mozilla), Safari (Apple), Windows (WNS). */
export const DEFAULT_PUSH_SERVICE_ORIGINS = 'https://fcm.googleapis.com,https://*.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com';

export const DEFAULT_ADMIN_EMAILS = 'admin@civicconnect.example,support@civicconnect.example,ops@civicconnect.example';

/**
 * "Continue with Google / Apple / any OpenID Connect provider" (issue 28, decision 0057): a JSON
 * list; each provider's button appears only when it is listed here.
 */
const OIDC_LIST_FORMAT = 'must be a JSON list, e.g. [{"id":"google","name":"Google","issuer":"https://accounts.google.com","client_id":"…","client_secret":"…"}]';
const oidcProviderList = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: OIDC_LIST_FORMAT });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.object({
          id: z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, { error: 'id: lower-case letters, digits and dashes' }),
          name: z.string().trim().min(1).max(40),
          issuer: z.url({ protocol: /^https?$/ }),
          client_id: z.string().min(1),
          client_secret: z.string().min(1).optional(),
          // Apple's client secret is a short-lived ES256 JWT: given these, the app makes it itself (decision 0060).
          apple_key: z
            .object({ team_id: z.string().min(1).max(20), key_id: z.string().min(1).max(20), private_key: z.string().includes('PRIVATE KEY', { error: 'private_key: the .p8 key in PEM form' }) })
            .optional(),
          // Apple answers with a cross-site POST (form_post) and knows the scopes `name email`, not `profile`.
          response_mode: z.enum(['query', 'form_post']).default('query'),
          scope: z.string().regex(/^openid( [\w:.-]+)*$/, { error: 'scope: space-separated, starting with openid' }).optional(),
        }),
      )
      .refine((list) => new Set(list.map((p) => p.id)).size === list.length, { error: 'provider ids must be unique' })
      .refine((list) => list.every((p) => Boolean(p.client_secret) !== Boolean(p.apple_key)), { error: 'each provider needs client_secret or apple_key (one of them)' }),
  );

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  EMBEDDED_PG_PORT: port.default(54329),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  APP_NAME: z.string().min(1).default('Civic Connect'),
  ADMIN_EMAILS: emailList(DEFAULT_ADMIN_EMAILS),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  EMAIL_FROM: z.string().min(3).default('Civic Connect <no-reply@civicconnect.example>'),
  SUPPORT_EMAIL: z.email().default('support@civicconnect.example'),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // JSON lines for log collectors, or readable lines; by default JSON when NODE_ENV=production (server/logger.ts).
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // A session (its refresh token) ends after this many days without a refresh, and this many in all.
  SESSION_INACTIVITY_DAYS: z.coerce.number().positive().max(3650).default(30),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(3650).default(90),
  TRUST_PROXY: trustProxySetting,
  // Realtime sockets per member and per client address, on each instance (decision 0037).
  REALTIME_MAX_SOCKETS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  REALTIME_MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  // Storage (venues issue): local disk under DATA_DIR unless S3_BUCKET is set.
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
  // Slow clients (issue 24, docs/decisions/0036): a body other than an upload must arrive within
  // BODY_TIMEOUT_S of its headers; any whole request (uploads too) within REQUEST_TIMEOUT_S; a
  // connection that sends nothing for CONNECTION_TIMEOUT_S is closed (above the 72 s keep-alive,
  // so a load balancer's reused connection is not cut first).
  BODY_TIMEOUT_S: z.coerce.number().positive().max(600).default(10),
  REQUEST_TIMEOUT_S: z.coerce.number().positive().max(3600).default(120),
  CONNECTION_TIMEOUT_S: z.coerce.number().positive().max(3600).default(75),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  // Geocoding: offline gazetteer unless MAPBOX_TOKEN is set.
  MAPBOX_TOKEN: z.string().min(1).optional(),
  MAPBOX_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.mapbox.com'),
  // UK postcodes through a postcodes.io-compatible API (e.g. https://api.postcodes.io) when set.
  POSTCODES_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Venue copy generation: template unless AI_BASE_URL is set (OpenAI-compatible).
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // Payments: demo checkout unless both Stripe values are set (docs/decisions/0008).
  OIDC_PROVIDERS: oidcProviderList.optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  // Bookings (issue 24, docs/decisions/0038): how far ahead a meetup may be booked, and how many
  // hours of future bookings (pending + approved) one member may hold at one venue.
  BOOKING_HORIZON_MONTHS: z.coerce.number().int().min(1).max(120).default(18),
  BOOKING_MAX_FUTURE_HOURS_PER_VENUE: z.coerce.number().int().min(1).max(10_000).default(48),
  // Connection requests (issue 26, docs/decisions/0044): how many one member may send in 24 hours,
  // and how many of theirs may wait for an answer at once.
  CONNECTION_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(30),
  CONNECTION_REQUESTS_PENDING_MAX: z.coerce.number().int().min(1).max(100_000).default(100),
  // Messages (issue 26, docs/decisions/0045): sending limits per member, new message requests a
  // day, and how often at most one member gets the email about unread messages.
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  MESSAGES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  MESSAGE_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(10),
  MESSAGES_EMAIL_EVERY_HOURS: z.coerce.number().positive().max(720).default(3),
  // Map tiles (docs/decisions/0026): any XYZ raster tile server; OpenStreetMap's standard tiles by default.
  MAP_TILE_URL: tileUrl.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().trim().min(1).max(200).default('© OpenStreetMap contributors'),
  MAP_ATTRIBUTION_URL: z.url({ protocol: /^https?$/ }).default('https://www.openstreetmap.org/copyright'),
  // Web Push (issue 28, decision 0056): VAPID keys given here (every instance the same), else made
  // at first start in DATA_DIR; the contact named in every push request; and the push services a
  // device's endpoint may point at (the server posts to it: never to any other address).
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be a base64url P-256 public key (87 characters)' }).optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a base64url P-256 private key (43 characters)' }).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, { error: 'must be mailto:address or an https URL' }).optional(),
  PUSH_SERVICE_ORIGINS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_ORIGINS)
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i, { error: 'each must be an origin such as https://fcm.googleapis.com or https://*.notify.windows.com' })).min(1)),
}).refine((c) => c.PUBLIC_URL || isLoopback(c.HOST), {
  // Reachable from other machines, links must not fall back to http://localhost:PORT.
  path: ['PUBLIC_URL'],
  error: 'set PUBLIC_URL to the public origin of the site (e.g. https://meetups.example.org) when HOST is not a loopback address',
}).refine((c) => Boolean(c.STRIPE_SECRET_KEY) === Boolean(c.STRIPE_WEBHOOK_SECRET), {
  // One without the other would silently fall back to demo checkout and give upgrades away.
  path: ['STRIPE_WEBHOOK_SECRET'],
  error: 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither',
}).refine((c) => Boolean(c.VAPID_PUBLIC_KEY) === Boolean(c.VAPID_PRIVATE_KEY), {
  path: ['VAPID_PRIVATE_KEY'],
  error: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither (then keys are made in DATA_DIR)',
});

/** Every environment variable the app reads (deploy files are checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

export type OidcProviderConfig = {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  /** Null when `appleKey` makes the secret. */
  clientSecret: string | null;
  appleKey: { teamId: string; keyId: string; privateKey: string } | null;
  /** 'form_post' for Apple: the provider POSTs the code back across sites (decision 0060). */
  responseMode: 'query' | 'form_post';
  scope: string;
};

export type Config = {
  /** OIDC_PROVIDERS: the sign-in providers offered besides the password and the emailed code. */
  oidcProviders: OidcProviderConfig[];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  /** PUBLIC_URL, else http://localhost:PORT (server/origin.ts). */
  publicUrl: string;
  appName: string;
  adminEmails: string[];
  smtpUrl: string | undefined;
  emailFrom: string;
  supportEmail: string;
  seedDemo: boolean;
  logLevel: string;
  logFormat: 'json' | 'pretty';
  authRateLimitPerMinute: number;
  sessionInactivityDays: number;
  sessionMaxDays: number;
  /** Fastify's trustProxy: false, a hop count or proxy addresses/CIDRs (server/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Open /realtime sockets allowed on this instance: per member (oldest closed) and per address (new refused). */
  realtime: { maxSocketsPerAccount: number; maxSocketsPerAddress: number };
  uploadMaxBytes: number;
  /** Milliseconds: a non-upload body's arrival, a whole request's, a silent connection's. */
  timeouts: { bodyMs: number; requestMs: number; connectionMs: number };
  s3: { bucket: string; endpoint: string | undefined; region: string; accessKeyId: string | undefined; secretAccessKey: string | undefined; forcePathStyle: boolean } | null;
  mapboxToken: string | undefined;
  mapboxBaseUrl: string;
  postcodesApiUrl: string | undefined;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  /** Stripe Checkout when configured; null: demo checkout. `apiBase` points the client elsewhere (tests). */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | null;
  /** Booking limits (docs/decisions/0038): the horizon in months and the per-member, per-venue ceiling in hours. */
  bookings: { horizonMonths: number; maxFutureHoursPerVenue: number };
  /** Connection requests one member may send a day, and may have waiting at once (docs/decisions/0044). */
  connections: { requestsPerDay: number; pendingMax: number };
  /** Messages (docs/decisions/0045): sending limits and the unread-messages email's minimum gap. */
  messages: { perMinute: number; perDay: number; requestsPerDay: number; emailEveryMs: number };
  /** Map tiles: the XYZ template, its origin for the CSP (`*` for an {s} subdomain) and the credit line. */
  map: { tileUrl: string; tileOrigin: string; attribution: string; attributionUrl: string };
  /** Web Push: configured VAPID keys (else DATA_DIR/vapid-keys.json), the subject, the allowed push-service origins. */
  push: { vapidKeys: { publicKey: string; privateKey: string } | null; subject: string; serviceOrigins: string[] };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Treat empty variables as unset, as shells and .env files often leave them blank.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    oidcProviders: (c.OIDC_PROVIDERS ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      issuer: p.issuer,
      clientId: p.client_id,
      clientSecret: p.client_secret ?? null,
      appleKey: p.apple_key ? { teamId: p.apple_key.team_id, keyId: p.apple_key.key_id, privateKey: p.apple_key.private_key } : null,
      responseMode: p.response_mode,
      scope: p.scope ?? (p.response_mode === 'form_post' ? 'openid email name' : 'openid email profile'),
    })),
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    embeddedPgPort: c.EMBEDDED_PG_PORT,
    publicUrl: c.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${c.PORT}`,
    appName: c.APP_NAME,
    adminEmails: c.ADMIN_EMAILS,
    smtpUrl: c.SMTP_URL,
    emailFrom: c.EMAIL_FROM,
    supportEmail: c.SUPPORT_EMAIL,
    // Demo content (accounts with known passwords) only where nobody else can reach it: the
    // embedded database on a loopback HOST. Elsewhere only when asked with SEED_DEMO=true.
    seedDemo: c.SEED_DEMO ?? (!c.DATABASE_URL && isLoopback(c.HOST)),
    logLevel: c.LOG_LEVEL,
    logFormat: c.LOG_FORMAT ?? logFormat(env),
    authRateLimitPerMinute: c.AUTH_RATE_LIMIT_PER_MINUTE,
    sessionInactivityDays: c.SESSION_INACTIVITY_DAYS,
    sessionMaxDays: c.SESSION_MAX_DAYS,
    trustProxy: c.TRUST_PROXY,
    realtime: { maxSocketsPerAccount: c.REALTIME_MAX_SOCKETS_PER_ACCOUNT, maxSocketsPerAddress: c.REALTIME_MAX_SOCKETS_PER_IP },
    uploadMaxBytes: Math.round(c.UPLOAD_MAX_MB * 1024 * 1024),
    timeouts: { bodyMs: Math.round(c.BODY_TIMEOUT_S * 1000), requestMs: Math.round(c.REQUEST_TIMEOUT_S * 1000), connectionMs: Math.round(c.CONNECTION_TIMEOUT_S * 1000) },
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          endpoint: c.S3_ENDPOINT,
          region: c.S3_REGION,
          accessKeyId: c.S3_ACCESS_KEY_ID,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY,
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
        }
      : null,
    mapboxToken: c.MAPBOX_TOKEN,
    mapboxBaseUrl: c.MAPBOX_BASE_URL.replace(/\/$/, ''),
    postcodesApiUrl: c.POSTCODES_API_URL?.replace(/\/$/, ''),
    ai: c.AI_BASE_URL ? { baseUrl: c.AI_BASE_URL.replace(/\/$/, ''), apiKey: c.AI_API_KEY, model: c.AI_MODEL } : null,
    stripe:
      c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET
        ? { secretKey: c.STRIPE_SECRET_KEY, webhookSecret: c.STRIPE_WEBHOOK_SECRET, apiBase: c.STRIPE_API_BASE?.replace(/\/$/, '') }
        : null,
    bookings: { horizonMonths: c.BOOKING_HORIZON_MONTHS, maxFutureHoursPerVenue: c.BOOKING_MAX_FUTURE_HOURS_PER_VENUE },
    connections: { requestsPerDay: c.CONNECTION_REQUESTS_PER_DAY, pendingMax: c.CONNECTION_REQUESTS_PENDING_MAX },
    messages: { perMinute: c.MESSAGES_PER_MINUTE, perDay: c.MESSAGES_PER_DAY, requestsPerDay: c.MESSAGE_REQUESTS_PER_DAY, emailEveryMs: Math.round(c.MESSAGES_EMAIL_EVERY_HOURS * 3_600_000) },
    push: {
      vapidKeys: c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY } : null,
      subject: c.VAPID_SUBJECT ?? mailtoUrl(c.SUPPORT_EMAIL),
      serviceOrigins: c.PUSH_SERVICE_ORIGINS,
    },
    map: { tileUrl: c.MAP_TILE_URL, tileOrigin: tileOrigin(c.MAP_TILE_URL), attribution: c.MAP_ATTRIBUTION, attributionUrl: c.MAP_ATTRIBUTION_URL },
  };
}

/** The origin tiles come from, as a CSP source: `https://{s}.tile.example/…` → `https://*.tile.example`. */
export function tileOrigin(template: string): string {
  const origin = /^https?:\/\/[^/?#]+/.exec(template)![0];
  return origin.replace(/\{s\}/g, '*');
}
