ALTER TABLE "saved_search_matches" DROP CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_search_matches" DROP CONSTRAINT "saved_search_matches_property_id_properties_id_fk";
--> statement-breakpoint
-- Without the foreign keys, a deleted saved search or home (an account deletion deletes both) takes
-- its matches with it through one statement per delete, not one check per recorded match.
CREATE FUNCTION saved_search_matches_of_deleted_searches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM saved_search_matches m USING deleted d WHERE m.saved_search_id = d.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER saved_searches_delete_matches AFTER DELETE ON saved_searches
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION saved_search_matches_of_deleted_searches();--> statement-breakpoint
CREATE FUNCTION saved_search_matches_of_deleted_homes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM saved_search_matches m USING deleted d WHERE m.property_id = d.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_delete_matches AFTER DELETE ON properties
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION saved_search_matches_of_deleted_homes();
