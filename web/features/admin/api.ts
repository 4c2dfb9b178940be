import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBroadcastAudienceResponse,
  AdminListEmailLogsResponse,
  AdminListPartnersResponse,
  AdminListUsersResponse,
  AdminSendNotificationsBody,
  AdminSendNotificationsResponse,
  AdminSuspendUserResponse,
} from '../../../contracts/admin';
import { ADMIN_EMAIL_LOGS_PAGE_SIZE, ADMIN_PARTNERS_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE } from '../../../contracts/constants';
import type { PartnerWithCountDto } from '../../../contracts/partners';
import type { ToastOptions } from '../../components/ui/toast';
import { accessToken } from '../../lib/api';
import { gotResponse, invokeFunction, serverErrorText, withRetries } from '../../lib/functions';
import { t } from '../../lib/i18n';

export const ADMIN_KEY = ['admin'] as const;

/** docs/product.md §8 Admin lists: the server's error text, else the list's fallback; 'Unexpected error' when no answer came. */
export function listErrorText(err: unknown, fallback: string): string {
  if (!gotResponse(err)) return t('admin.errors.unexpected');
  return serverErrorText(err) ?? fallback;
}

/** docs/product.md §8 Admin actions: the server's error text, else 'Edge Function error'. */
export const actionErrorText = (err: unknown) => serverErrorText(err) ?? t('admin.errors.function');

/** `after`: the previous page's next_cursor (keyset pages, issue 30); null for the first page. */
export type UserFilters = { page: number; q: string; role: string; after?: string | null };
export type PartnerFilters = { page: number; q: string; published: '' | 'true' | 'false' };

export function useAdminUsers(f: UserFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'users', f],
    queryFn: ({ signal }) =>
      invokeFunction<AdminListUsersResponse>('admin-list-users', { page: f.page, pageSize: ADMIN_USERS_PAGE_SIZE, q: f.q, role: f.role, after: f.after ?? null }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

export function useAdminPartners(f: PartnerFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'partners', f],
    queryFn: ({ signal }) =>
      invokeFunction<AdminListPartnersResponse>('admin-list-partners', { page: f.page, pageSize: ADMIN_PARTNERS_PAGE_SIZE, q: f.q, published: f.published }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

export function useEmailLogs(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'email-logs', page],
    queryFn: ({ signal }) => invokeFunction<AdminListEmailLogsResponse>('admin-list-email-logs', { page, pageSize: ADMIN_EMAIL_LOGS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

function useRefreshAdmin() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: ADMIN_KEY });
}

export function useSuspendUser() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (v: { userId: string; suspend: boolean }) => invokeFunction<AdminSuspendUserResponse>('admin-suspend-user', v),
    onSuccess: refresh,
  });
}

export function useTogglePublish() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (v: { partnerId: string; publish: boolean }) => invokeFunction<{ partner: PartnerWithCountDto }>('admin-toggle-partner-publish', v),
    onSuccess: refresh,
  });
}

export function useSetMaxVenues() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (v: { partnerId: string; maxVenues: number }) => invokeFunction<{ partner: PartnerWithCountDto }>('admin-set-partner-max-venues', v),
    onSuccess: refresh,
  });
}

export const getOrCreateVenuePartner = (userId: string) =>
  invokeFunction<{ partner?: Pick<PartnerWithCountDto, 'id' | 'max_venues_allowed' | 'venue_count'> | null }>('admin-get-or-create-venue-partner', { userId });

/** docs/product.md §10: retried up to 2 more times on 5xx or network errors, after 2 s then 4 s. */
export const NOTIFICATION_RETRY_DELAYS_MS = [2000, 4000] as const;

export const sendNotifications = (body: AdminSendNotificationsBody) =>
  withRetries(() => invokeFunction<AdminSendNotificationsResponse>('admin-send-notifications', body), NOTIFICATION_RETRY_DELAYS_MS);

/** Whom a broadcast would reach (addressed, and of those with announcements on), for the confirmation. */
export const broadcastAudience = (role: string) => invokeFunction<AdminBroadcastAudienceResponse>('admin-broadcast-audience', { role });

export const sendEmail = (body: { to: string; subject: string; text: string; html?: string; templateType?: string }) =>
  invokeFunction<{ success: boolean; status?: string; error?: string }>('send-email', body);

/** docs/product.md §5 "Partner max venues": non-numeric becomes 1; valid when an integer ≥ 1. */
export const parseMaxVenues = (raw: string): number => {
  const n = Number(raw.trim());
  return raw.trim() === '' || Number.isNaN(n) ? 1 : n;
};

/** The limit an admin typed, as both venue-limit forms send it; the toast when it is not a valid limit. */
export const maxVenuesRefused = (toast: (t: ToastOptions) => unknown) => toast({ type: 'error', title: t('admin.maxVenues.invalidTitle'), message: t('admin.maxVenues.invalidMessage') });

/**
 * Downloads the confirmed newsletter subscribers as CSV (GET /api/admin/newsletter.csv, admins
 * only). Fetched with the session's token and handed to the browser as a file.
 */
export async function downloadNewsletterCsv(): Promise<void> {
  const token = await accessToken();
  const res = await fetch('/api/admin/newsletter.csv', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? t('admin.errors.exportStatus', { status: res.status }));
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = 'newsletter-subscribers.csv';
  a.click();
  URL.revokeObjectURL(url);
}
