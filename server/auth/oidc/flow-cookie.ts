import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';

// One sign-in through a provider in flight: its state, nonce and PKCE verifier ride in an
// encrypted, HttpOnly cookie scoped to the callback path (no table needed; decision 0057). The
// key comes from the app's signing key, so every instance reads the cookie another one set.

export const FLOW_COOKIE = 'cc_oidc_flow';
export const CALLBACK_PATH = '/auth/v1/callback';
const FLOW_TTL_S = 10 * 60;

export type Flow = { provider: string; state: string; nonce: string; verifier: string; redirectTo: string };

export function flowKey(secretMaterial: string): Uint8Array {
  return createHash('sha256').update(`oidc-flow-cookie:${secretMaterial}`).digest();
}

export async function setFlowCookie(reply: FastifyReply, key: Uint8Array, flow: Flow, secure: boolean) {
  const value = await new EncryptJWT({ ...flow }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setIssuedAt().setExpirationTime(`${FLOW_TTL_S}s`).encrypt(key);
  // SameSite=Lax: the provider sends the browser back with a top-level GET, which carries it.
  reply.header('set-cookie', `${FLOW_COOKIE}=${value}; Path=${CALLBACK_PATH}; Max-Age=${FLOW_TTL_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

export function clearFlowCookie(reply: FastifyReply, secure: boolean) {
  reply.header('set-cookie', `${FLOW_COOKIE}=; Path=${CALLBACK_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
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
    const { provider, state, nonce, verifier, redirectTo } = payload as Record<string, unknown>;
    if ([provider, state, nonce, verifier, redirectTo].some((v) => typeof v !== 'string')) return null;
    return { provider, state, nonce, verifier, redirectTo } as Flow;
  } catch {
    return null;
  }
}
