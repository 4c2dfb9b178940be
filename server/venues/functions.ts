import { z } from 'zod';
import { isValidMaxVenues, MAX_VENUES_INVALID_MESSAGE, MAX_VENUES_INVALID_TITLE, partnerWithCountDto } from '../../contracts/partners';
import type { Db } from '../db/client';
import { ApiError } from '../errors';
import { defineFunction } from '../functions/define';
import { BODY_LIMITS } from '../http/body-limits';
import { getOrCreatePartner, setMaxVenues, setPublished, venueCountOf } from '../partners/commands';
import { presentPartnerWithCount, type PartnerRow } from '../partners/presenter';
import { generateVenueContent } from './generate-content';
import { translator } from '../i18n/translate';

// The venue and partner rows of docs/product.md §10's function table, served by server/functions as
// POST /functions/v1/{name} with Bearer auth and the table's body and response shapes.

const text = z.string().max(5000).optional().nullable();
const textList = z.union([z.array(z.string().max(200)).max(50), z.string().max(2000)]).optional().nullable();

/** The partner functions' answers: the partner as an admin sees it, with its venue count. */
const partnerAnswer = z.object({ partner: partnerWithCountDto });
const partnerChanged = z.object({ success: z.literal(true), partner: partnerWithCountDto });

const withCount = async (db: Db, row: PartnerRow) => presentPartnerWithCount(row, await venueCountOf(db, row.createdBy));

/** {venueName, venueType, venueLocation, venueCapacity, venueDescription, venueAmenities, professionalName, professionalInterests} → {success, content}. */
export const generateVenueContentFunction = defineFunction({
  name: 'generate-venue-content',
  access: 'user',
  perMinute: 20,
  bodyLimit: BODY_LIMITS.venueCopy,
  body: z.object({
    venueName: text,
    venueType: text,
    venueLocation: text,
    venueCapacity: z.union([z.number(), z.string().max(20)]).optional().nullable(),
    venueDescription: text,
    venueAmenities: textList,
    professionalName: text,
    professionalInterests: textList,
  }),
  response: z.object({ success: z.literal(true), content: z.string() }),
  async handler({ body, req, deps }) {
    const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined));
    // docs/product.md §8: on any failure the fallback template is used, so this always succeeds.
    // In the language of the request, as every answer is (decision 0084).
    const content = await generateVenueContent(deps.config, clean, (err) => req.log.warn({ err }, 'venue content generation failed; using the template'), { t: translator(req.locale), locale: req.locale });
    return { success: true as const, content };
  },
});

/** {userId} → {partner} with id and max_venues_allowed (created unpublished when missing). */
export const adminGetOrCreateVenuePartnerFunction = defineFunction({
  name: 'admin-get-or-create-venue-partner',
  access: 'admin',
  body: z.object({ userId: z.uuid({ error: 'userId must be a user id.' }) }),
  response: partnerAnswer,
  async handler({ body, deps }) {
    return { partner: await withCount(deps.db, await getOrCreatePartner(deps.db, body.userId)) };
  },
});

/** {partnerId, maxVenues}: integer ≥ 1, else 'Invalid value' / 'Max venues must be an integer ≥ 1' (docs/product.md §5). */
export const adminSetPartnerMaxVenuesFunction = defineFunction({
  name: 'admin-set-partner-max-venues',
  access: 'admin',
  body: z.object({ partnerId: z.uuid({ error: 'partnerId must be a partner id.' }), maxVenues: z.unknown() }),
  response: partnerChanged,
  async handler({ body, deps }) {
    if (!isValidMaxVenues(body.maxVenues)) throw new ApiError(400, MAX_VENUES_INVALID_TITLE, MAX_VENUES_INVALID_MESSAGE);
    return { success: true as const, partner: await withCount(deps.db, await setMaxVenues(deps.db, body.partnerId, body.maxVenues)) };
  },
});

/** {partnerId, publish} → the partner, published or not. */
export const adminTogglePartnerPublishFunction = defineFunction({
  name: 'admin-toggle-partner-publish',
  access: 'admin',
  body: z.object({ partnerId: z.uuid({ error: 'partnerId must be a partner id.' }), publish: z.boolean({ error: 'publish must be true or false.' }) }),
  response: partnerChanged,
  async handler({ body, deps }) {
    return { success: true as const, partner: await withCount(deps.db, await setPublished(deps.db, body.partnerId, body.publish)) };
  },
});

export const VENUE_FUNCTIONS = [
  generateVenueContentFunction,
  adminGetOrCreateVenuePartnerFunction,
  adminSetPartnerMaxVenuesFunction,
  adminTogglePartnerPublishFunction,
];
