-- Price per person per week and the first move-in date, for search's two new filters (decision
-- 054). Generated columns, so every writer (the service, the seed, the bench's SQL) keeps them, by
-- the rules of packages/shared written again here: housemate-prices.ts's perPersonMonthly and
-- perWeek, and move-in.ts's earliestMoveIn. search-columns.test.ts compares the two on random
-- listings. A room advert's per-person price is its cheapest room, which rent_from already is.
CREATE FUNCTION listing_per_person_weekly(advert advert_type, monthly_rent integer, bedrooms integer, rent_from integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ceil(monthly * 12 / 52.0)::integer
  FROM (SELECT CASE
    WHEN advert = 'individual_rooms' THEN nullif(greatest(rent_from, 0), 0)::numeric
    ELSE ceil(nullif(greatest(monthly_rent, 0), 0)::numeric / greatest(coalesce(bedrooms, 1), 1))
  END AS monthly) per_person
$$;--> statement-breakpoint
-- A room without its own date takes the advert's; no date at all means available now (null).
CREATE FUNCTION listing_move_in_from(advert advert_type, available_from date, rooms jsonb)
RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN advert <> 'individual_rooms' OR count(*) = 0 THEN available_from
    WHEN bool_or(room_date IS NULL) THEN NULL
    ELSE min(room_date)
  END
  FROM (
    SELECT coalesce(nullif(room ->> 'availableFrom', '')::date, available_from) AS room_date
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(rooms) = 'array' THEN rooms ELSE '[]'::jsonb END) room
  ) room_dates
$$;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "per_person_weekly" integer GENERATED ALWAYS AS (listing_per_person_weekly(advert_type, monthly_rent, bedrooms, rent_from)) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "move_in_from" date GENERATED ALWAYS AS (listing_move_in_from(advert_type, available_from, rooms_data)) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_pppw" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_pppw" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "move_in" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "move_in_by" date;--> statement-breakpoint
-- The card gains the first move-in date ("Available from September 2027"). A BEFORE trigger does
-- not see generated columns yet, so it calls the function itself.
CREATE OR REPLACE FUNCTION property_search_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_card := json_build_object(
    'id', NEW.id,
    'address_line_1', NEW.address_line_1,
    'town', NEW.town,
    'postcode', NEW.postcode,
    'area', NEW.area,
    'bedrooms', NEW.bedrooms,
    'bathrooms', NEW.bathrooms,
    'parking', NEW.parking,
    'property_type', NEW.property_type,
    'furnishing', NEW.furnishing,
    'advert_type', NEW.advert_type,
    'monthly_rent', NEW.monthly_rent,
    'rooms', NEW.rooms_data,
    'bills_included', NEW.bills_included,
    'status', NEW.status,
    'cover_url', NEW.photos -> 0 ->> 'card',
    'cover_variants', NEW.photos -> 0 -> 'variants',
    'photo_count', jsonb_array_length(NEW.photos),
    'published_at', to_char(NEW.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'move_in_from', listing_move_in_from(NEW.advert_type, NEW.available_from, NEW.rooms_data)
  )::text;
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE properties SET search_card = NULL;--> statement-breakpoint
-- The ordered and place indexes of search (migrations 0020, 0022) INCLUDE the two new filter
-- columns, so a page is still found by an index-only scan that checks every filter on index entries.
DROP INDEX IF EXISTS "properties_live_point_idx";--> statement-breakpoint
CREATE INDEX "properties_live_point_idx" ON "properties" USING gist (point("public_longitude", "public_latitude")) INCLUDE ("public_latitude", "public_longitude", "published_at", "id", "rent_from", "area", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from") WHERE "properties"."status" in ('published', 'available', 'let_agreed') and "properties"."public_latitude" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_live_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_newest_idx" ON "properties" USING btree ("area", "published_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_price_asc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_price_asc_idx" ON "properties" USING btree ((coalesce("rent_from", 2147483647)), "id") INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_price_asc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_price_asc_idx" ON "properties" USING btree ("area", (coalesce("rent_from", 2147483647)), "id") INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_price_desc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_price_desc_idx" ON "properties" USING btree ((coalesce("rent_from", -1)), "id") INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_price_desc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_price_desc_idx" ON "properties" USING btree ("area", (coalesce("rent_from", -1)), "id") INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');
