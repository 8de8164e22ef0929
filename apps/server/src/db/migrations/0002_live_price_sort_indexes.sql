-- Price orders of the public property search (features/properties/property-search.service.ts).
-- Listings without a price come last in both directions, so each order sorts on one never-null
-- key, coalesce(rent_from, X), and keyset pagination is a single row comparison the index can
-- seek to. The expressions and the live-status predicate must match the query text exactly.
-- Ascending uses a forward scan of *_price_asc_idx, descending a backward scan of *_price_desc_idx.
CREATE INDEX IF NOT EXISTS "properties_live_price_asc_idx" ON "properties" USING btree ((coalesce("rent_from", 2147483647)), "id") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_live_area_price_asc_idx" ON "properties" USING btree ("area", (coalesce("rent_from", 2147483647)), "id") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_live_price_desc_idx" ON "properties" USING btree ((coalesce("rent_from", -1)), "id") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_live_area_price_desc_idx" ON "properties" USING btree ("area", (coalesce("rent_from", -1)), "id") WHERE "properties"."status" in ('published', 'available', 'let_agreed');
