/**
 * Whether a device's push endpoint points at one of the allowed push services (PUSH_SERVICE_ORIGINS):
 * the server posts to this URL, so a member must not be able to aim it at anything else (an
 * internal address, another site). `https://*.example.com` allows any subdomain of example.com.
 */
export function endpointAllowed(endpoint: string, origins: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return origins.some((o) => {
    const m = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\d+))?$/i.exec(o);
    if (!m) return false;
    const [, scheme, wildcard, host, port] = m;
    if (url.protocol !== `${scheme.toLowerCase()}:`) return false;
    if ((url.port || '') !== (port ?? '')) return false;
    const h = url.hostname.toLowerCase();
    return wildcard ? h.endsWith(`.${host.toLowerCase()}`) : h === host.toLowerCase();
  });
}
