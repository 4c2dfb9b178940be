// Meetup search through PostgreSQL full text (issue 30): one language-aware document per meetup,
// stored in meetups.search_document (a generated column: PostgreSQL keeps it on every write) with
// a GIN index (meetups_search_idx). Stored, not an expression index: a list that looks at
// thousands of rows read each document instead of building it from four columns every time
// (≈ 30 µs a row; at a million meetups a common word's ranking took 1.1 s).
import { sql, type SQL } from 'drizzle-orm';

/** Meetup languages with a PostgreSQL stemmer; every other language is indexed word for word ('simple'). */
const STEMMED: ReadonlyArray<readonly [language: string, config: string]> = [
  ['English', 'english'],
  ['French', 'french'],
  ['German', 'german'],
  ['Spanish', 'spanish'],
  ['Portuguese', 'portuguese'],
  ['Italian', 'italian'],
  ['Dutch', 'dutch'],
];

/**
 * The meetup's search document, in the meetup's own language: title and tags weigh most (A), then
 * who and where (B), then the description (C). Built only of immutable functions (an index may
 * hold it); columns are qualified by hand, as the list's other hand-written SQL does.
 */
export function searchDocumentSql(table = '"meetups"'): SQL {
  const config = sql.raw(`(case ${table}."language" ${STEMMED.map(([l, c]) => `when '${l}' then '${c}'::regconfig`).join(' ')} else 'simple'::regconfig end)`);
  const col = (name: string) => sql.raw(`${table}."${name}"`);
  return sql`(setweight(to_tsvector(${config}, ${col('title')}), 'A')
    || setweight(array_to_tsvector(${col('tags')}), 'A')
    || setweight(to_tsvector(${config}, ${col('organizer_name')} || ' ' || ${col('venue_name')} || ' ' || ${col('venue_address')}), 'B')
    || setweight(to_tsvector(${config}, ${col('description')}), 'C'))`;
}

/**
 * What the member typed, as one query matching in any meetup language: the words stemmed by each
 * stemmer and taken as they are, OR-ed, so "meetups" finds an English "Meetup" and "Treffen" a German
 * one. websearch_to_tsquery reads quotes, `or` and `-word` and never fails on odd input.
 */
export function searchQuerySql(text: string): SQL {
  const parts = [...STEMMED.map(([, c]) => c), 'simple'].map((c) => sql`websearch_to_tsquery(${sql.raw(`'${c}'`)}::regconfig, ${text})`);
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** Whether a meetup matches the search (index-backed), and its rank for ordering the results. */
export const searchMatches = (text: string): SQL => sql`"meetups"."search_document" @@ ${searchQuerySql(text)}`;
export const searchRank = (text: string): SQL => sql`ts_rank("meetups"."search_document", ${searchQuerySql(text)})`;
