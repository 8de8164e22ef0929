-- Verified landlords (decision 058). Each listing carries its owner's verification: the search card
-- marks it (Trusted Landlord) and search filters on it ("Verified landlords only"), from one column.
ALTER TABLE "properties" ADD COLUMN "owner_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "verified_only" boolean;--> statement-breakpoint
-- Kept equal to the owner's profile.is_verified: set when a listing is written for its owner (named
-- to fire before properties_search_card, which writes the card from it), and on every listing of a
-- profile whose verification changes.
CREATE FUNCTION property_owner_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_verified := coalesce((SELECT is_verified FROM profiles WHERE user_id = NEW.user_id), false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_owner_verified BEFORE INSERT OR UPDATE OF user_id ON properties
  FOR EACH ROW EXECUTE FUNCTION property_owner_verified();--> statement-breakpoint
CREATE FUNCTION profile_verified_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties SET owner_verified = NEW.is_verified WHERE user_id = NEW.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_verified_listings AFTER UPDATE OF is_verified ON profiles
  FOR EACH ROW WHEN (OLD.is_verified IS DISTINCT FROM NEW.is_verified)
  EXECUTE FUNCTION profile_verified_listings();--> statement-breakpoint
UPDATE properties p SET owner_verified = true FROM profiles pr WHERE pr.user_id = p.user_id AND pr.is_verified;--> statement-breakpoint
-- The card gains landlord_verified.
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
    'move_in_from', listing_move_in_from(NEW.advert_type, NEW.available_from, NEW.rooms_data),
    'landlord_verified', NEW.owner_verified
  )::text;
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE properties SET search_card = NULL;--> statement-breakpoint
-- The ordered and place indexes of search INCLUDE every filter column (migrations 0020, 0022, 0024).
DROP INDEX IF EXISTS "properties_live_point_idx";--> statement-breakpoint
CREATE INDEX "properties_live_point_idx" ON "properties" USING gist (point("public_longitude", "public_latitude")) INCLUDE ("public_latitude", "public_longitude", "published_at", "id", "rent_from", "area", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "owner_verified") WHERE "properties"."status" in ('published', 'available', 'let_agreed') and "properties"."public_latitude" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_live_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "owner_verified", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_newest_idx" ON "properties" USING btree ("area", "published_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "owner_verified", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_price_asc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_price_asc_idx" ON "properties" USING btree ((coalesce("rent_from", 2147483647)), "id") INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "owner_verified", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_price_asc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_price_asc_idx" ON "properties" USING btree ("area", (coalesce("rent_from", 2147483647)), "id") INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "owner_verified", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_price_desc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_price_desc_idx" ON "properties" USING btree ((coalesce("rent_from", -1)), "id") INCLUDE ("area", "rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "owner_verified", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
DROP INDEX IF EXISTS "properties_live_area_price_desc_idx";--> statement-breakpoint
CREATE INDEX "properties_live_area_price_desc_idx" ON "properties" USING btree ("area", (coalesce("rent_from", -1)), "id") INCLUDE ("rent_from", "bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type", "per_person_weekly", "move_in_from", "owner_verified", "public_latitude", "public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');
