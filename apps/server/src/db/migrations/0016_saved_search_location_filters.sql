ALTER TABLE "saved_searches" ADD COLUMN "box_south" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "box_west" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "box_north" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "box_east" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "campus" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_walk_minutes" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_cycle_minutes" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "near_latitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "near_longitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "near_metres" double precision;