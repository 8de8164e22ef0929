-- When a live listing's owner was asked for what an advert must state (decision 056).
ALTER TABLE "properties" ADD COLUMN "facts_requested_at" timestamp with time zone;
