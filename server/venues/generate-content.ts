import { VENUE_TYPES } from '../../contracts/venues';
import type { MessageId, Translate } from '../../contracts/i18n/messages';
import { translator } from '../i18n/translate';
import type { Config } from '../config';

/** Body of generate-venue-content (docs/product.md §10); every field optional, lists as arrays or text. */
export type VenueContentInput = {
  venueName?: string;
  venueType?: string;
  venueLocation?: string;
  venueCapacity?: number | string;
  venueDescription?: string;
  venueAmenities?: string[] | string;
  professionalName?: string;
  professionalInterests?: string[] | string;
};

const list = (v: string[] | string | undefined): string[] =>
  (Array.isArray(v) ? v : (v ?? '').split(','))
    .map((s) => String(s).trim())
    .filter(Boolean)
    .slice(0, 12);

/** Who reads the draft: their translator and language (the request's; docs/decisions/0084). */
export type DraftReader = { t: Translate; locale: string };
// Made when a call needs it: a translator compiles its language's catalogue on first use.
const english = (): DraftReader => ({ t: translator(null), locale: 'en-GB' });

/**
 * Words inside a sentence: lower case, as English, French, Spanish write a venue type or an
 * amenity mid-sentence; German writes its nouns with a capital, and Arabic has no case.
 */
const midSentence = (words: string, locale: string) => (/^(de|ar)\b/.test(locale) ? words : words.toLocaleLowerCase(locale));

/**
 * docs/product.md §8: when generation fails a fallback template is used. Written to read well on
 * its own, using every input that was given, in the reader's language (issue 29): a draft the
 * owner edits, so in the words they will keep.
 */
export function templateVenueContent(input: VenueContentInput, { t, locale }: DraftReader = english()): string {
  const name = input.venueName?.trim() || t('api.venueDraft.thisVenue');
  const typeRaw = input.venueType?.trim() ?? '';
  const known = VENUE_TYPES.find((v) => v.value === typeRaw);
  // A known type in the reader's words (the forms area, keyed by the English label); another as written.
  const type = midSentence(known ? t(known.label as MessageId) : typeRaw ? typeRaw.replace(/_/g, ' ') : t('api.venueDraft.venue'), locale);
  const location = input.venueLocation?.trim();
  const capacity = Number(input.venueCapacity);
  const amenities = list(input.venueAmenities).map((a) => midSentence(a, locale));
  const interests = list(input.professionalInterests);
  const host = input.professionalName?.trim();
  const existing = input.venueDescription?.trim();
  const and = new Intl.ListFormat(locale, { type: 'conjunction' });

  const paragraphs: string[] = [];
  paragraphs.push(
    t('api.venueDraft.opening', {
      name,
      // English writes the type with its article ("a meeting room", "an event space"); the other
      // languages name it without one ("der Art „Besprechungsraum“").
      type: locale.startsWith('en') ? `${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type}` : type,
      hasLocation: location ? 'yes' : 'no',
      location: location ?? '',
      hasCapacity: Number.isFinite(capacity) && capacity > 0 ? 'yes' : 'no',
      capacity,
    }),
  );
  if (existing) paragraphs.push(/[.!?。؟]$/.test(existing) ? existing : `${existing}.`);
  if (amenities.length) paragraphs.push(t('api.venueDraft.amenities', { amenities: and.format(amenities) }));
  if (interests.length) paragraphs.push(t('api.venueDraft.interests', { interests: and.format(interests) }));
  paragraphs.push(host ? t('api.venueDraft.hostedBy', { host }) : t('api.venueDraft.book'));
  return paragraphs.join('\n\n');
}

/** An OpenAI-compatible chat endpoint when AI_BASE_URL is set; the template otherwise or on failure. */
export async function generateVenueContent(config: Pick<Config, 'ai' | 'appName'>, input: VenueContentInput, log?: (err: unknown) => void, reader: DraftReader = english()): Promise<string> {
  if (!config.ai) return templateVenueContent(input, reader);
  // The draft in the reader's language (the model is told it by its English name).
  const named = reader.locale === 'en-GB' ? undefined : new Intl.DisplayNames(['en'], { type: 'language' }).of(reader.locale);
  const language = named === undefined ? 'British English' : named;
  try {
    const res = await fetch(`${config.ai.baseUrl}/chat/completions`, {
      method: 'POST',
      signal: AbortSignal.timeout(15_000),
      headers: { 'content-type': 'application/json', ...(config.ai.apiKey ? { authorization: `Bearer ${config.ai.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.ai.model,
        temperature: 0.7,
        max_tokens: 500,
        messages: [
          {
            role: 'system',
            content: `You write venue descriptions for ${config.appName}, a site where professionals organise civic meetups. Write in ${language}, warm and factual, 120-180 words, plain text paragraphs, no headings, no invented facts.`,
          },
          { role: 'user', content: `Write the description for this venue. Details as JSON:\n${JSON.stringify(input)}` },
        ],
      }),
    });
    if (!res.ok) throw new Error(`AI endpoint answered ${res.status}`);
    const data = (await res.json()) as { choices?: Array<{ message?: { content?: string } }> };
    const content = data.choices?.[0]?.message?.content?.trim();
    if (!content) throw new Error('AI endpoint returned no content');
    return content.slice(0, 5000);
  } catch (err) {
    log?.(err);
    return templateVenueContent(input, reader);
  }
}
