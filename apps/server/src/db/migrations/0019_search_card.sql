ALTER TABLE "properties" ADD COLUMN "search_card" text;--> statement-breakpoint
-- The precomputed search row (decision 042): the card of features/properties/property-json.ts
-- (toCardJson) as JSON text, but for the public location, a generated column a BEFORE trigger
-- cannot see yet (search appends it). Keep in step with toCardJson: property-search.test.ts
-- compares the two; a new card field needs a migration that replaces this function and
-- recomputes the column (UPDATE properties SET search_card = NULL).
CREATE FUNCTION property_search_card() RETURNS trigger LANGUAGE plpgsql AS $$
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
    'published_at', to_char(NEW.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_search_card BEFORE INSERT OR UPDATE ON properties
  FOR EACH ROW EXECUTE FUNCTION property_search_card();--> statement-breakpoint
UPDATE properties SET search_card = NULL;
