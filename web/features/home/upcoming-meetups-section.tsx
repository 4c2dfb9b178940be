/**
 * Upcoming approved meetups on the home page (PRODUCT.md: Home). Renders nothing until the
 * meetups API exists; the home page already places it between statistics and "How it works".
 */
export function UpcomingMeetupsSection() {
  return null;
}
