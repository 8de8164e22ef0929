-- Map boxes and "within N minutes" at 100,000 listings (decision 044, search-place.ts).
-- 1. The B-tree on (public_latitude, public_longitude) gives way to a GiST index on the public point:
--    a B-tree reads every entry in the box's band of latitude, across the whole city, so an empty
--    box in a busy band cost as much as a full one. The GiST index INCLUDEs every filter column and
--    the sort keys, so a place's matches are collected and counted from it alone.
-- 2. The ordered indexes of search (migration 0020) also INCLUDE the public point, so a page of a
--    place holding many listings walks its order's index and checks the place on index entries.
-- drizzle cannot declare INCLUDE: schema.ts keeps the keys, this file the columns.
DROP INDEX "properties_live_location_idx";--> statement-breakpoint
CREATE INDEX "properties_live_point_idx" ON "properties" USING gist (point("public_longitude", "public_latitude")) INCLUDE ("public_latitude", "public_longitude", "published_at", "id", "rent_from", "area", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type") WHERE "properties"."status" in ('published', 'available', 'let_agreed') and "properties"."public_latitude" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_live_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_newest_idx" ON "properties" USING btree ("area", "published_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_price_asc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_price_asc_idx" ON "properties" USING btree ((coalesce("rent_from", 2147483647)), "id") INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_price_asc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_price_asc_idx" ON "properties" USING btree ("area", (coalesce("rent_from", 2147483647)), "id") INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_price_desc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_price_desc_idx" ON "properties" USING btree ((coalesce("rent_from", -1)), "id") INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_price_desc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_price_desc_idx" ON "properties" USING btree ("area", (coalesce("rent_from", -1)), "id") INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');
