import type { Bucket, UploadResultDto } from '../../contracts/storage';
import { accessToken } from './api';
import { endLocalSession, recoverSession, suspendedMessage } from './session-end';
import { t } from './i18n';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Uploads one file to /storage/v1/object/{bucket}/{path} as multipart form data, reporting
 * progress (0–1). XMLHttpRequest because fetch cannot report upload progress.
 */
export async function uploadFile(
  bucket: Bucket,
  path: string,
  file: Blob,
  opts: { upsert?: boolean; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResultDto> {
  const token = await accessToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/storage/v1/object/${bucket}/${path}`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (opts.upsert) xhr.setRequestHeader('x-upsert', 'true');
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let body: { message?: string } & Partial<UploadResultDto> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // non-JSON answer: handled below
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress?.(1);
        resolve(body as UploadResultDto);
        return;
      }
      // Like api(): a refused session gets one refresh (the next try uses it) or is let go.
      if (xhr.status === 401 && token) void recoverSession(token).catch(() => undefined);
      if (xhr.status === 403 && (body as { error?: string }).error === 'user_suspended' && token) {
        void endLocalSession({ reason: 'suspended', message: body.message ?? suspendedMessage() });
      }
      reject(new UploadError(xhr.status, body.message ?? t('upload.failedStatus', { status: String(xhr.status) })));
    };
    xhr.onerror = () => reject(new UploadError(0, t('upload.failed')));
    xhr.onabort = () => reject(new UploadError(0, t('upload.cancelled')));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export const MAX_UPLOAD_MB = 10;
export const ACCEPT_IMAGES = 'image/png,image/jpeg,image/webp';

/** Checks done before sending; the server checks the bytes again. */
export function precheck(file: File): string | null {
  if (file.size > MAX_UPLOAD_MB * 1024 * 1024) return `${file.name} is larger than ${MAX_UPLOAD_MB} MB.`;
  if (file.type && !file.type.startsWith('image/')) return `${file.name} is not an image.`;
  return null;
}
