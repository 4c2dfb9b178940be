-- Issue 30 (decision 0058): trigram indexes make "contains" searches (ILIKE '%…%') use an index.
-- Written by hand: drizzle-kit does not manage extensions. pg_trgm is a trusted extension
-- (PostgreSQL 13+): the database's owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
