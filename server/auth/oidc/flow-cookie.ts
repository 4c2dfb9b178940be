import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';

// One sign-in through a provider in flight: its state, nonce and PKCE verifier ride in an
// encrypted, HttpOnly cookie scoped to the callback path (no table needed; decision 0057). The
// key comes from the app's signing key, so every instance reads the cookie another one set.

export const FLOW_COOKIE = 'cc_oidc_flow';
export const CALLBACK_PATH = '/auth/v1/callback';
const FLOW_TTL_S = 10 * 60;

export type Flow = {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  redirectTo: string;
  /** Set when a signed-in member links this provider from Settings → Security: whose account it joins. */
  linkUserId?: string;
};

/**
 * How the provider comes back decides the cookie's SameSite: a top-level GET (the usual query
 * response) carries a Lax cookie; Apple's form_post is a cross-site POST, which only carries a
 * SameSite=None cookie, and None requires Secure (Chromium accepts Secure cookies on
 * http://localhost and 127.0.0.1, so this also works on a development machine).
 */
export type CookieMode = { secure: boolean; crossSitePost: boolean };
const attributes = ({ secure, crossSitePost }: CookieMode) => (crossSitePost ? 'SameSite=None; Secure' : `SameSite=Lax${secure ? '; Secure' : ''}`);

export function flowKey(secretMaterial: string): Uint8Array {
  return createHash('sha256').update(`oidc-flow-cookie:${secretMaterial}`).digest();
}

export async function setFlowCookie(reply: FastifyReply, key: Uint8Array, flow: Flow, mode: CookieMode) {
  const value = await new EncryptJWT({ ...flow }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setIssuedAt().setExpirationTime(`${FLOW_TTL_S}s`).encrypt(key);
  reply.header('set-cookie', `${FLOW_COOKIE}=${value}; Path=${CALLBACK_PATH}; Max-Age=${FLOW_TTL_S}; HttpOnly; ${attributes(mode)}`);
}

export function clearFlowCookie(reply: FastifyReply, mode: CookieMode) {
  reply.header('set-cookie', `${FLOW_COOKIE}=; Path=${CALLBACK_PATH}; Max-Age=0; HttpOnly; ${attributes(mode)}`);
}

/** The flow this browser started, or null when missing, tampered with or older than 10 minutes. */
export async function readFlowCookie(req: FastifyRequest, key: Uint8Array): Promise<Flow | null> {
  const raw = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${FLOW_COOKIE}=`))
    ?.slice(FLOW_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const { payload } = await jwtDecrypt(raw, key);
    const { provider, state, nonce, verifier, redirectTo, linkUserId } = payload as Record<string, unknown>;
    if ([provider, state, nonce, verifier, redirectTo].some((v) => typeof v !== 'string')) return null;
    if (linkUserId !== undefined && typeof linkUserId !== 'string') return null;
    return { provider, state, nonce, verifier, redirectTo, ...(linkUserId ? { linkUserId } : {}) } as Flow;
  } catch {
    return null;
  }
}
