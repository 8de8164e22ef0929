-- One floorplan image per listing, encoded and stored like its photos (decision 055).
ALTER TABLE "properties" ADD COLUMN "floorplan" jsonb;
