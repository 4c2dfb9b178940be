/**
 * Featured partner venues on the home page (PRODUCT.md: Home). Renders nothing until the
 * venues API exists; the home page already places it after "How it works".
 */
export function FeaturedVenuesSection() {
  return null;
}
