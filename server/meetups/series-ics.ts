import type { MeetupDto } from '../../contracts/meetups';
import type { PolicyActor } from '../plugins/actor';
import { seriesEvents } from './ics';
import { canRead } from './policy';
import { policyTarget, presentMeetup, type MeetupContext } from './presenter';
import type { Translate } from '../../contracts/i18n/messages';
import type { Frequency } from './series-dates';

// Occurrences that never happen (or that the reader may not see) become EXDATEs in a series' file.
const NOT_TAKING_PLACE = new Set(['cancelled', 'rejected', 'expired']);

/** The series' events for a reader: occurrences they may not see are left out like cancelled ones. */
export function seriesEventsFor(
  series: { id: string; frequency: string },
  occurrences: MeetupContext[],
  reader: PolicyActor,
  opts: { origin: string; appName: string; host: string; now?: Date; t?: Translate },
  mayShow: (m: MeetupContext) => boolean = (m) => canRead(reader, policyTarget(m)),
): string[][] {
  const items = occurrences.map((m) => {
    const meetup: MeetupDto = presentMeetup(m, reader, opts.now);
    const visible = mayShow(m);
    return { index: m.seriesIndex ?? 0, meetup, takesPlace: visible && !NOT_TAKING_PLACE.has(m.bookingStatus) };
  });
  return seriesEvents({ id: series.id, frequency: series.frequency as Frequency }, items, opts);
}
