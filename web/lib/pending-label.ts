import { t } from './i18n';

/**
 * What a button bound to a mutation says. While a request is in flight it names THAT request
 * (from the mutation's variables), not the action the button would start now: a live update may
 * turn "Join" into "Leave" before a slow join answers, and the button must then say "Joining…",
 * never "Leaving…" (issue 27).
 */
export function pendingLabel<V>(mutation: { isPending: boolean; variables?: V }, idle: string, inFlight: (variables: V) => string): string {
  return mutation.isPending ? inFlight(mutation.variables as V) : idle;
}

/** The in-flight words of attendance toggles (a meetup, a series): true joins, false leaves. */
export const attendanceInFlight =
  (leaving = t('pending.leaving')) =>
  (attending: boolean) =>
    attending ? t('pending.joining') : leaving;
