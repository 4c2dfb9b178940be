// The place search's answers (GET /api/geocode…), apart from contracts/geo.ts's arithmetic so
// that the pages that only format distances do not load zod (docs/decisions/0029).
import { z } from 'zod';

/** One place offered while typing (GET /api/geocode/suggest): name, region where known, country. */
export const placeSuggestion = z.object({ name: z.string(), region: z.string().nullable(), country: z.string(), country_name: z.string(), label: z.string(), lat: z.number(), lng: z.number() });
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;
/** A UK postcode is answered with its place (issue 27): the postcode service's, else its district's. */
export const placeSuggestionsDto = z.object({ suggestions: z.array(placeSuggestion) });
export type PlaceSuggestionsDto = z.infer<typeof placeSuggestionsDto>;

/** GET /api/geocode: one place for a postcode or address. */
export const geocodeResultDto = z.object({
  lat: z.number(),
  lng: z.number(),
  label: z.string(),
  currency: z.string().nullable().optional().describe("ISO 4217 code of the country there (decision 0065): the venue form's default currency."),
});
