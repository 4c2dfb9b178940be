import { venueTypeLabel } from '../../contracts/venues';
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

function joinEnglish(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * docs/product.md §8: when generation fails a fallback template is used. Written to read well on its own,
 * using every input that was given.
 */
export function templateVenueContent(input: VenueContentInput): string {
  const name = input.venueName?.trim() || 'This venue';
  const typeRaw = input.venueType?.trim() ?? '';
  const type = (typeRaw ? venueTypeLabel(typeRaw) === 'Venue' ? typeRaw.replace(/_/g, ' ') : venueTypeLabel(typeRaw) : 'venue').toLowerCase();
  const location = input.venueLocation?.trim();
  const capacity = Number(input.venueCapacity);
  const amenities = list(input.venueAmenities).map((a) => a.toLowerCase());
  const interests = list(input.professionalInterests);
  const host = input.professionalName?.trim();
  const existing = input.venueDescription?.trim();

  const paragraphs: string[] = [];
  let opening = `${name} is ${article(type)} ${type}${location ? ` in ${location}` : ''}`;
  opening += Number.isFinite(capacity) && capacity > 0 ? `, with room for up to ${capacity} ${capacity === 1 ? 'guest' : 'guests'}.` : '.';
  opening += ' It is set up for the kind of gatherings that build a local network: talks, workshops, round tables and relaxed evening meetups.';
  paragraphs.push(opening);
  if (existing) paragraphs.push(existing.endsWith('.') ? existing : `${existing}.`);
  if (amenities.length) paragraphs.push(`On site you will find ${joinEnglish(amenities)}, so organisers can focus on the conversation rather than the logistics.`);
  if (interests.length) {
    paragraphs.push(`It suits meetups on ${joinEnglish(interests)}, whether you are bringing together a small working group or a full room of professionals.`);
  }
  paragraphs.push(
    host
      ? `Hosted by ${host}. Get in touch through Civic Connect to check dates and book your next event.`
      : 'Check dates and book your next event through Civic Connect.',
  );
  return paragraphs.join('\n\n');
}

/** An OpenAI-compatible chat endpoint when AI_BASE_URL is set; the template otherwise or on failure. */
export async function generateVenueContent(config: Pick<Config, 'ai' | 'appName'>, input: VenueContentInput, log?: (err: unknown) => void): Promise<string> {
  if (!config.ai) return templateVenueContent(input);
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
            content: `You write venue descriptions for ${config.appName}, a site where professionals organise civic meetups. British English, warm and factual, 120-180 words, plain text paragraphs, no headings, no invented facts.`,
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
    return templateVenueContent(input);
  }
}
