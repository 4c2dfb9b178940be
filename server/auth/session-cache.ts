/**
 * A very short memory of session checks (decision 0002). Every signed-in request must know
 * whether its session still stands; asking the database each time was most of the cost of a
 * signed-in request. Answers are reused for at most SESSION_CHECK_TTL_MS, and forgotten at once
 * in this process when our own code ends a session or changes a member's role; other instances
 * catch up within the same bound.
 */
export const SESSION_CHECK_TTL_MS = 250;
const MAX_ENTRIES = 20_000;

export type SessionState = { revokedAt: Date | null; email: string; emailConfirmed: boolean; isSuspended: boolean; role: string | null } | null;
type Entry = { at: number; userId: string; state: SessionState };

const caches = new Set<SessionCheckCache>();

export class SessionCheckCache {
  private readonly entries = new Map<string, Entry>();

  constructor() {
    caches.add(this);
  }

  get(sessionId: string): SessionState | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (Date.now() - hit.at > SESSION_CHECK_TTL_MS) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return hit.state;
  }

  set(sessionId: string, userId: string, state: SessionState) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { at: Date.now(), userId, state });
  }

  forgetUser(userId: string) {
    for (const [id, e] of this.entries) if (e.userId === userId) this.entries.delete(id);
  }

  close() {
    caches.delete(this);
  }
}

/** Our own code ended a session or changed a member: every cache in this process forgets them. */
export function forgetSessionChecks(userId: string) {
  for (const c of caches) c.forgetUser(userId);
}
