import {
  PROFILE_BACKOFF_BASE_MS,
  PROFILE_BACKOFF_CAP_MS,
  PROFILE_CACHE_MS,
  PROFILE_FETCH_TIMEOUT_MS,
  PROFILE_MAX_RETRIES,
} from '../../contracts/constants';
import { toCachedProfile, type CachedProfile } from '../../contracts/cached-profile';
import type { ProfileDto } from '../../contracts/profile';
import type { Locale } from '../../contracts/i18n/locales';
import { api, ApiRequestError, isOffline } from './api';

const CACHE_KEY = 'cc-profile-cache';

export function readCachedProfile(userId: string): CachedProfile | null {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    if (!raw) return null;
    const { at, profile } = JSON.parse(raw) as { at: number; profile: CachedProfile };
    return profile.id === userId && Date.now() - at < PROFILE_CACHE_MS ? profile : null;
  } catch {
    return null;
  }
}

export function writeCachedProfile(profile: CachedProfile | null) {
  try {
    if (profile) localStorage.setItem(CACHE_KEY, JSON.stringify({ at: Date.now(), profile }));
    else localStorage.removeItem(CACHE_KEY);
  } catch {
    // storage full or blocked: the cache is only an optimisation
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const backoffMs = (attempt: number) => Math.min(PROFILE_BACKOFF_BASE_MS * 2 ** attempt, PROFILE_BACKOFF_CAP_MS);

/** `locale`: the member's stored language (profiles.locale), null until chosen or known. */
export type ProfileResult = { kind: 'loaded'; profile: CachedProfile; locale: Locale | null } | { kind: 'missing' } | { kind: 'failed' };

/**
 * Fetches the signed-in user's profile: each attempt times out after 10 s; network failures
 * ('Failed to fetch') are retried up to 5 times with backoff 1 s × 2^n capped at 10 s (docs/product.md §8).
 */
export async function fetchProfile(): Promise<ProfileResult> {
  for (let attempt = 0; ; attempt++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PROFILE_FETCH_TIMEOUT_MS);
    try {
      const dto = await api<ProfileDto>('/api/profile', { signal: controller.signal });
      return { kind: 'loaded', profile: toCachedProfile(dto), locale: dto.locale };
    } catch (err) {
      if (err instanceof ApiRequestError) return err.status === 404 ? { kind: 'missing' } : { kind: 'failed' };
      const retryable = isOffline(err) || (err instanceof TypeError && /fetch/i.test(err.message));
      if (!retryable || attempt >= PROFILE_MAX_RETRIES) return { kind: 'failed' };
      await sleep(backoffMs(attempt));
    } finally {
      clearTimeout(timer);
    }
  }
}
