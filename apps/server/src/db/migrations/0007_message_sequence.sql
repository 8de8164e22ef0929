ALTER TABLE "conversations" ADD COLUMN "last_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- Existing messages keep the order they were shown in: (created_at, id) within each conversation.
UPDATE "messages" SET "seq" = numbered."seq"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "conversation_id" ORDER BY "created_at", "id") AS "seq"
  FROM "messages"
) AS numbered
WHERE numbered."id" = "messages"."id";--> statement-breakpoint
UPDATE "conversations" SET "last_seq" = latest."seq"
FROM (SELECT "conversation_id", max("seq") AS "seq" FROM "messages" GROUP BY "conversation_id") AS latest
WHERE latest."conversation_id" = "conversations"."id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_seq" ON "messages" USING btree ("conversation_id","seq");
