-- The feed of search's in-process index (decision 047, search-index-sync.ts). Every write to a
-- listing that is live, or was, stamps the row with its transaction id; an index that read the
-- table at snapshot S reads next exactly the rows whose stamp S did not see. No lock and no queue:
-- PostgreSQL's own snapshots order the commits. Deleted live listings leave a tombstone.
CREATE TABLE "listing_tombstones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid,
	"changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "changed_xid" "xid8";--> statement-breakpoint
CREATE INDEX "listing_tombstones_changed_xid_idx" ON "listing_tombstones" USING btree ("changed_xid");--> statement-breakpoint
CREATE INDEX "properties_changed_xid_idx" ON "properties" USING btree ("changed_xid");--> statement-breakpoint
CREATE FUNCTION properties_stamp_changed_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('published', 'available', 'let_agreed')
     OR (TG_OP = 'UPDATE' AND OLD.status IN ('published', 'available', 'let_agreed')) THEN
    NEW.changed_xid := pg_current_xact_id();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_stamp_changed_xid BEFORE INSERT OR UPDATE ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_stamp_changed_xid();--> statement-breakpoint
CREATE FUNCTION listing_tombstones_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO listing_tombstones (property_id) VALUES (NULL);
  ELSE
    INSERT INTO listing_tombstones (property_id)
      SELECT id FROM old_rows WHERE status IN ('published', 'available', 'let_agreed');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_tombstones_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_tombstones_record();--> statement-breakpoint
CREATE TRIGGER properties_tombstones_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION listing_tombstones_record();
