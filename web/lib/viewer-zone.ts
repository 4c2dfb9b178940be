// The viewer's own IANA time zone, as their browser reports it; meetup times are the venue's, and
// viewerTimeRange (contracts/format.ts) adds the viewer's clock when it differs (issue 29).
let zone: string | undefined;
export function viewerZone(): string | undefined {
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone || '';
    } catch {
      zone = '';
    }
  }
  return zone || undefined;
}
