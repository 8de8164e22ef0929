CREATE TABLE "live_listing_counts" (
	"area" text PRIMARY KEY NOT NULL,
	"listings" integer NOT NULL
);
--> statement-breakpoint
-- Kept by statement triggers on properties (decision 042): each applies the net change of live
-- listings per area in one upsert, whatever the number of rows the statement touched; an update
-- that moves no listing in or out of an area (most edits) writes nothing.
CREATE FUNCTION live_listing_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO live_listing_counts AS c (area, listings)
      SELECT coalesce(area, ''), count(*) FROM new_rows
      WHERE status IN ('published', 'available', 'let_agreed') GROUP BY 1
      ON CONFLICT (area) DO UPDATE SET listings = c.listings + excluded.listings;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE live_listing_counts c SET listings = c.listings - d.n
      FROM (SELECT coalesce(area, '') AS area, count(*) AS n FROM old_rows
            WHERE status IN ('published', 'available', 'let_agreed') GROUP BY 1) d
      WHERE c.area = d.area;
  ELSE
    INSERT INTO live_listing_counts AS c (area, listings)
      SELECT area, sum(change) FROM (
        SELECT coalesce(area, '') AS area, 1 AS change FROM new_rows
          WHERE status IN ('published', 'available', 'let_agreed')
        UNION ALL
        SELECT coalesce(area, ''), -1 FROM old_rows
          WHERE status IN ('published', 'available', 'let_agreed')
      ) moves GROUP BY area HAVING sum(change) <> 0
      ON CONFLICT (area) DO UPDATE SET listings = c.listings + excluded.listings;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_live_counts_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_listing_counts_apply();--> statement-breakpoint
CREATE TRIGGER properties_live_counts_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_listing_counts_apply();--> statement-breakpoint
CREATE TRIGGER properties_live_counts_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_listing_counts_apply();--> statement-breakpoint
INSERT INTO live_listing_counts (area, listings)
  SELECT coalesce(area, ''), count(*) FROM properties
  WHERE status IN ('published', 'available', 'let_agreed') GROUP BY 1;
