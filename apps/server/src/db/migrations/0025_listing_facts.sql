-- The key facts of an advert (decision 055) in one document: each is validated on every write
-- (contracts/listing-facts.ts), none is searched, and a draft gains them a step at a time.
ALTER TABLE "properties" ADD COLUMN "facts" jsonb DEFAULT '{}'::jsonb NOT NULL;
