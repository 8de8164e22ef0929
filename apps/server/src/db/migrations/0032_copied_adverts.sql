-- Copied adverts (decision 059): listing photos' difference hashes, descriptions' sketches, the
-- listings held for an operator's check, and the seed's demo listings marked so they never match.
CREATE TABLE "copy_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"matched_property_ids" uuid[] NOT NULL,
	"photo_matches" integer NOT NULL,
	"text_similarity" double precision,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_photo_hashes" (
	"property_id" uuid NOT NULL,
	"photo_id" text NOT NULL,
	"hash" bigint NOT NULL,
	"band_keys" integer[] NOT NULL,
	CONSTRAINT "listing_photo_hashes_property_id_photo_id_pk" PRIMARY KEY("property_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "listing_text_sketches" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"sketch" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "copy_reviews" ADD CONSTRAINT "copy_reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photo_hashes" ADD CONSTRAINT "listing_photo_hashes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_text_sketches" ADD CONSTRAINT "listing_text_sketches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copy_reviews_one_open" ON "copy_reviews" USING btree ("property_id") WHERE "copy_reviews"."status" = 'open';--> statement-breakpoint
CREATE INDEX "copy_reviews_queue_idx" ON "copy_reviews" USING btree ("created_at") WHERE "copy_reviews"."status" = 'open';--> statement-breakpoint
CREATE INDEX "listing_photo_hashes_bands_idx" ON "listing_photo_hashes" USING gin ("band_keys");--> statement-breakpoint
CREATE INDEX "listing_text_sketches_idx" ON "listing_text_sketches" USING gin ("sketch");