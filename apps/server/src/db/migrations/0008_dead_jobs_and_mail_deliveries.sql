CREATE TABLE "mail_deliveries" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"person_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "max_attempts" SET DEFAULT 24;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("dead_at") WHERE "jobs"."dead_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."dead_at" is null;--> statement-breakpoint
-- Jobs that had already given up become dead (listed by `npm run jobs -- dead`); the others get the day-long retry budget.
UPDATE "jobs" SET "dead_at" = "run_at" WHERE "done_at" IS NULL AND "attempts" >= "max_attempts";--> statement-breakpoint
UPDATE "jobs" SET "max_attempts" = 24 WHERE "done_at" IS NULL AND "dead_at" IS NULL AND "max_attempts" = 5;
