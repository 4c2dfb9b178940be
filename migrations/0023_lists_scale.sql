CREATE INDEX "venues_search_idx" ON "venues" USING gin ((setweight(to_tsvector('english'::regconfig, venues."name"), 'A')
      || setweight(to_tsvector('english'::regconfig, venues."venue_type" || ' ' || venues."address" || ' ' || venues."owner_name"), 'B')
      || setweight(to_tsvector('english'::regconfig, venues."description"), 'C') || setweight(to_tsvector('simple'::regconfig, venues."name"), 'A')
      || setweight(to_tsvector('simple'::regconfig, venues."venue_type" || ' ' || venues."address" || ' ' || venues."owner_name"), 'B')
      || setweight(to_tsvector('simple'::regconfig, venues."description"), 'C')));