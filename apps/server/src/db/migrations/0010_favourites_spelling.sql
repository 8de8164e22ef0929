-- One spelling for the concept (decision 029): the table, its index and its constraints take the
-- British "favourites" of the spec's /favourites route. Renames only: no row is copied or lost.
ALTER TABLE "favorites" RENAME TO "favourites";--> statement-breakpoint
ALTER TABLE "favourites" RENAME CONSTRAINT "favorites_user_id_property_id_pk" TO "favourites_user_id_property_id_pk";--> statement-breakpoint
ALTER TABLE "favourites" RENAME CONSTRAINT "favorites_user_id_user_id_fk" TO "favourites_user_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "favourites" RENAME CONSTRAINT "favorites_property_id_properties_id_fk" TO "favourites_property_id_properties_id_fk";--> statement-breakpoint
ALTER INDEX "favorites_property_idx" RENAME TO "favourites_property_idx";
