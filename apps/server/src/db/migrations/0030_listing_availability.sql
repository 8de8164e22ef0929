-- Listings kept current (decision 058): when the owner last confirmed a listing is still available,
-- when they were asked and have not answered, and why Roost paused a listing.
ALTER TABLE "properties" ADD COLUMN "availability_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "availability_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "paused_reason" text;--> statement-breakpoint
-- The card says when the listing was last known to be available: published or confirmed.
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
    'landlord_verified', NEW.owner_verified,
    'confirmed_available_at', to_char(greatest(NEW.published_at, NEW.availability_confirmed_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text;
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE properties SET search_card = NULL;
