import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminEmail, type Role } from '../../contracts/roles';
import type { Signer } from '../auth/tokens';
import { SessionCheckCache, type SessionState } from '../auth/session-cache';
import { suspendedError } from '../auth/sessions';
import type { Db } from '../db/client';
import { ApiError, unauthorized } from '../errors';

export type Actor = {
  userId: string;
  email: string;
  sessionId: string;
  role: Role;
  isAdmin: boolean;
  isSuspended: boolean;
  /** The address was proven by an emailed link: needed to reach anyone else (server/plugins/confirmed-reach.ts). */
  emailConfirmed: boolean;
};

/**
 * What a policy needs to know about who is asking (server/<domain>/policy.ts): every policy is
 * pure functions `canX(actor, resource)` over this, plus `abilities(actor, resource)` for the
 * presenter to send to the web. null is nobody signed in.
 */
export type PolicyActor = Pick<Actor, 'userId' | 'role' | 'isAdmin'> | null;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user behind a valid Bearer token, or null. */
    actor: Actor | null;
    /** Why the token was not accepted, when one was sent. */
    tokenProblem: 'invalid' | 'session_ended' | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

async function loadSessionState(db: Db, sessionId: string): Promise<SessionState> {
  // A named prepared statement: this runs for signed-in requests, so it skips query building.
  const { rows } = await db.$client.query<{ revoked_at: Date | null; email: string; email_confirmed: boolean; is_suspended: boolean; role: string | null }>({
    name: 'actor_session',
    text: `select s.revoked_at, u.email, u.email_confirmed_at is not null as email_confirmed, u.is_suspended, p.role
             from auth_sessions s join users u on u.id = s.user_id left join profiles p on p.id = u.id
            where s.id = $1`,
    values: [sessionId],
  });
  const r = rows[0];
  return r ? { revokedAt: r.revoked_at, email: r.email, emailConfirmed: r.email_confirmed, isSuspended: r.is_suspended, role: r.role } : null;
}

export async function resolveActor(db: Db, signer: Signer, adminEmails: string[], token: string, cache?: SessionCheckCache) {
  const claims = await signer.verify(token);
  if (!claims) return { actor: null, problem: 'invalid' as const };
  // The session row decides every request, so sign-out and suspension take effect (within the
  // cache's quarter of a second across instances; at once for this instance's own changes).
  let row = cache?.get(claims.session_id);
  if (row === undefined) {
    row = await loadSessionState(db, claims.session_id);
    cache?.set(claims.session_id, claims.sub, row);
  }
  if (!row || row.revokedAt) return { actor: null, problem: 'session_ended' as const };
  const actor: Actor = {
    userId: claims.sub,
    email: row.email,
    sessionId: claims.session_id,
    role: (row.role ?? 'basic') as Role,
    // Only a confirmed address counts: anyone could sign up a staff address nobody has claimed
    // yet (issue 9, "anyone can become admin").
    isAdmin: row.emailConfirmed && isAdminEmail(row.email, adminEmails),
    isSuspended: row.isSuspended,
    emailConfirmed: row.emailConfirmed,
  };
  return { actor, problem: null };
}

export const actorPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; signer: Signer; adminEmails: string[] }) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('tokenProblem', null);
    const cache = new SessionCheckCache();
    app.addHook('onClose', async () => cache.close());
    // Callback style: a request without a token (every public page and asset) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerToken(request);
      if (!token) return done();
      resolveActor(opts.db, opts.signer, opts.adminEmails, token, cache).then(({ actor, problem }) => {
        request.actor = actor;
        request.tokenProblem = problem;
        done();
      }, done);
    });
  },
  { name: 'actor' },
);

/** The signed-in, unsuspended actor, or a 401/403 error. */
export function requireActor(request: FastifyRequest): Actor {
  const actor = request.actor;
  if (!actor) {
    if (request.tokenProblem === 'session_ended')
      throw ApiError.say(401, 'session_not_found', 'api.auth.sessionEnded');
    throw unauthorized();
  }
  if (actor.isSuspended) throw suspendedError();
  return actor;
}

export function requireAdmin(request: FastifyRequest): Actor {
  const actor = requireActor(request);
  if (!actor.isAdmin) throw ApiError.say(403, 'admin_required', 'api.auth.adminRequired');
  return actor;
}
