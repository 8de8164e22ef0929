-- Counts the first page of a search returns as `total` (property-search.service.ts). With every
-- filter column in the index, counting an area's matching live listings is an index-only scan
-- (no heap visits) instead of one heap page per listing, which made the count, not the page,
-- the slow part of a filtered search.
CREATE INDEX IF NOT EXISTS "properties_live_area_count_idx" ON "properties" USING btree ("area", "rent_from") INCLUDE ("bedrooms", "property_type", "furnishing", "parking", "bills_included", "advert_type") WHERE "properties"."status" in ('published', 'available', 'let_agreed');
