-- Statistics for the price orders' sort keys (decision 042). The planner reads no statistics from a
-- partial index's expressions, so it guessed that any range of coalesce(rent_from, ...) held 0.5 %
-- of live listings (349 rows where 46,316 matched "up to £1,700" at 100,000 listings) and chose to
-- gather every keyword match and sort them instead of walking the price index: a keyword search by
-- price read thousands of table pages for its 25 rows. Expression statistics give it the real spread.
CREATE STATISTICS IF NOT EXISTS "properties_price_asc_key_stats" ON (coalesce("rent_from", 2147483647)) FROM "properties";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "properties_price_desc_key_stats" ON (coalesce("rent_from", -1)) FROM "properties";--> statement-breakpoint
ANALYZE "properties";
