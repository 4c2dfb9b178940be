// Business constants of docs/product.md §9, shared by server and web.
export const SESSION_REFRESH_MARGIN_S = 10 * 60; // refresh when under 10 minutes remain
export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const PROFILE_CACHE_MS = 5 * 60_000;
export const PROFILE_FETCH_TIMEOUT_MS = 10_000;
export const PROFILE_MAX_RETRIES = 5;
export const PROFILE_BACKOFF_BASE_MS = 1_000;
export const PROFILE_BACKOFF_CAP_MS = 10_000;
export const PROFILE_REFETCH_MIN_GAP_MS = 10_000;
export const REALTIME_EVENTS_PER_SECOND = 10;

export const ACCESS_TOKEN_TTL_S = 60 * 60;
export const RESET_LINK_TTL_S = 60 * 60;
export const CONFIRMATION_LINK_TTL_S = 24 * 60 * 60;
/** "Email me a sign-in code" (issue 28): the code and its link live 10 minutes. */
export const SIGN_IN_CODE_TTL_S = 10 * 60;
/** Wrong guesses one code survives; the next one spends it. */
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;
export const SIGN_IN_CODE_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;

export const DEFAULT_MAX_VENUES = 1;
export const MEMBERSHIP_PREFIX = 'CC';

export const TOAST_DEFAULT_MS = 3500;
export const TOAST_ERROR_MS = 5000;
export const TOAST_FADE_MS = 200;
export const TOAST_PROGRESS_MIN_MS = 4000;
export const LOCATION_TOAST_MS = 7000;

export const NOTIFICATION_POLL_MS = 120_000;
export const VIBRATION_PATTERN = [200, 100, 200];

export const STATS_FALLBACK = { countries: 15, professionals: 1200, venues: 85, events: 120 } as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const RADIUS_DEFAULT_KM = 10;
export const RADIUS_MIN_KM = 1;
export const RADIUS_MAX_KM = 50;
export const RADIUS_PRESETS_KM = [5, 10, 20, 30];
export const EARTH_RADIUS_KM = 6371;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 5 * 60_000;

export const TAB_HIGHLIGHT_MS = 700;
export const BADGE_CAP = 9;
export const DESKTOP_MIN_WIDTH = 1024;

export const INSTALL_PROMPT_DELAY_MS = 3000;
export const IOS_HINT_DISMISS_DAYS = 7;

export const ADMIN_USERS_PAGE_SIZE = 25;
/**
 * An admin member search needs three letters: pg_trgm's index is made of three-letter pieces, so a
 * shorter one could only be answered by reading every member (2.5 s at a million; decision 0088).
 */
export const ADMIN_SEARCH_MIN_LETTERS = 3;
/** Whether an admin member search (trimmed) may be sent: empty, or three letters counted as characters, not UTF-16 units. */
export const adminSearchReady = (q: string) => q === '' || [...q].length >= ADMIN_SEARCH_MIN_LETTERS;
export const ADMIN_PARTNERS_PAGE_SIZE = 25;
export const ADMIN_EMAIL_LOGS_PAGE_SIZE = 50;

export const REMINDER_CHIP_SCROLL_PX = 200;
export const NAV_SOLID_SCROLL_PX = 20;
export const PRICE_PROFESSIONAL_PENCE = 499;

// Local storage keys the product keeps on the device (docs/product.md §2, §3, §9), plus our theme key.
export const STORAGE_KEYS = {
  allowDesktop: 'mcc_allow_desktop',
  memberDesktop: 'cc-member-desktop', // a signed-in member chose desktop on this browser (issue 27)
  meetupsTabSpotlight: 'meetupsTabSpotlightShown',
  iosDismissedUntil: 'pwa-ios-dismissed-until',
  pwaPromptDismissed: 'pwa-prompt-dismissed', // sessionStorage
  theme: 'cc-theme',
  notificationSound: 'cc-notification-sound',
  notificationVibration: 'cc-notification-vibration',
} as const;

/** '9+' above 9, docs/product.md §2. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
