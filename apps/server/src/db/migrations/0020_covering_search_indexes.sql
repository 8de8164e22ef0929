-- The ordered partial indexes of search (decision 042) made covering: each holds every filter
-- column but the keyword's and the map's, so a search page finds its ids by an index-only scan that
-- checks the filters on index entries (search-statement.ts, INDEX_ONLY_SORTS) and reads only its own
-- rows from the table. Same names and keys as before (migration 0002 and schema.ts); drizzle cannot
-- declare INCLUDE, so schema.ts keeps the newest indexes' keys and this file their columns.
DROP INDEX IF EXISTS "properties_live_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_live_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_newest_idx" ON "properties" USING btree ("area", "published_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_price_asc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_price_asc_idx" ON "properties" USING btree ((coalesce("rent_from", 2147483647)), "id") INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_price_asc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_price_asc_idx" ON "properties" USING btree ("area", (coalesce("rent_from", 2147483647)), "id") INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_price_desc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_price_desc_idx" ON "properties" USING btree ((coalesce("rent_from", -1)), "id") INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_price_desc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_price_desc_idx" ON "properties" USING btree ("area", (coalesce("rent_from", -1)), "id") INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type") WHERE "properties"."status" in ('published', 'available', 'let_agreed');
