// Venue search through PostgreSQL full text (issue 30, decision 0063), like the meetups' (decision
// 0059): a weighted document kept in a GIN expression index (schema/venues.ts venues_search_idx),
// ranked by ts_rank. A venue carries no language, and its name and address are mostly proper
// nouns: the document holds each word both stemmed as English ("libraries" finds "Library") and
// as written ('simple', so "Bibliothèque" or "Smithfield" match in any language). The expression
// is the index's: the query must repeat it exactly for the index to apply, so both come from here.

const CONFIGS = ['english', 'simple'] as const;

/** The venue's search document: name first (A), then type, address and owner (B), then the description (C). */
export function venueSearchDocument(table = 'venues'): string {
  const col = (name: string) => `${table}."${name}"`;
  const one = (config: string) => {
    const c = `'${config}'::regconfig`;
    return `setweight(to_tsvector(${c}, ${col('name')}), 'A')
      || setweight(to_tsvector(${c}, ${col('venue_type')} || ' ' || ${col('address')} || ' ' || ${col('owner_name')}), 'B')
      || setweight(to_tsvector(${c}, ${col('description')}), 'C')`;
  };
  return `(${CONFIGS.map(one).join(' || ')})`;
}

/**
 * What the member typed (`text`, the parameter `param`) read by websearch_to_tsquery (quotes, `or`,
 * `-word`; never an error), OR-ed with every typed word as a prefix (`prefix`, the parameter made
 * by prefixQuery): a search box is typed into, so "Smithf" already finds Smithfield and "lib"
 * the Quiet Library Room — through the same GIN index, where a trigram "contains" would need its own.
 */
export const venueSearchQuery = (param: string, prefixParam: string | null): string =>
  `(${[...CONFIGS.map((c) => `websearch_to_tsquery('${c}'::regconfig, ${param})`), ...(prefixParam ? [`to_tsquery('simple'::regconfig, ${prefixParam})`] : [])].join(' || ')})`;

/**
 * Every word of the text as a prefix, all required ("quiet lib" → 'quiet':* & 'lib':*); null when it
 * has no letters or digits, or uses web search syntax (a quoted phrase, `-word`, `or`), which means
 * exactly what websearch_to_tsquery reads.
 */
export function prefixQuery(text: string): string | null {
  if (/"|(^|\s)-|(^|\s)or(\s|$)/i.test(text)) return null;
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((w) => `'${w}':*`).join(' & ') : null;
}
