/** GET /api/calendar/feed and POST /api/calendar/feed/rotate: the member's private feed address. */
export type CalendarFeedDto = { url: string };
