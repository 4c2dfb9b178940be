// A name for a prepared statement, from its SQL text (issue 30, decision 0063). PostgreSQL plans a
// named statement once per connection and reuses the plan; the meetups list's statement (the one
// visibility rule, the capped counts, the viewer's state) took ~13× longer to plan than to run on
// the demo data. Names come from the text, so each distinct shape of the list (filters, signed in or
// not) is its own statement and two shapes never collide; the values stay parameters.
import { createHash } from 'node:crypto';

export const statementName = (prefix: string, text: string) => `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
