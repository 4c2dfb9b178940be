import { accessToken } from './api';

/**
 * Downloads a file from the API that needs the Bearer token (so it is fetched, not linked),
 * named as the server's content-disposition says, else `fallbackName`.
 */
export async function downloadFromApi(path: string, fallbackName: string, failure: string) {
  const token = await accessToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(failure);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}
