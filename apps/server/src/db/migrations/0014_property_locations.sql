-- Locations (issue 16, decision 036): exact postcode centres an operator imports, the public
-- (privacy-moved) point of every listing as generated columns, a B-tree for map boxes and
-- "within N minutes", and a GiST index on the point as a unit-sphere cube for nearest-first.
-- The cube extension ships with PostgreSQL (contrib), the embedded server included.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE TABLE "postcode_centres" (
	"postcode" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_latitude" double precision GENERATED ALWAYS AS (round((latitude + (60 + 90 * (('x' || right(id::text, 6))::bit(24)::int::float8 / 16777216)) * cos((2 * pi() * (('x' || substr(right(id::text, 12), 1, 6))::bit(24)::int::float8 / 16777216))) / 111195.08023353292)::numeric, 4)::double precision) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_longitude" double precision GENERATED ALWAYS AS (round((longitude + (60 + 90 * (('x' || right(id::text, 6))::bit(24)::int::float8 / 16777216)) * sin((2 * pi() * (('x' || substr(right(id::text, 12), 1, 6))::bit(24)::int::float8 / 16777216))) / (111195.08023353292 * cos(radians(latitude))))::numeric, 4)::double precision) STORED;--> statement-breakpoint
CREATE INDEX "properties_live_location_idx" ON "properties" USING btree ("public_latitude","public_longitude") WHERE "properties"."status" in ('published', 'available', 'let_agreed');--> statement-breakpoint
CREATE INDEX "properties_live_sphere_idx" ON "properties" USING gist ((cube(array[cos(radians(public_latitude)) * cos(radians(public_longitude)), cos(radians(public_latitude)) * sin(radians(public_longitude)), sin(radians(public_latitude))]))) WHERE "properties"."status" in ('published', 'available', 'let_agreed') and "properties"."public_latitude" is not null;