-- Landlord trust (decision 058): measured response times, verification requests, the operator role.
CREATE TYPE "public"."verification_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'verification';--> statement-breakpoint
CREATE TABLE "landlord_response_times" (
	"user_id" text PRIMARY KEY NOT NULL,
	"median_minutes" integer,
	"enquiries" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landlord_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" "verification_status" DEFAULT 'pending' NOT NULL,
	"proof_kind" text NOT NULL,
	"identity_document" jsonb,
	"proof_document" jsonb,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"documents_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "landlord_response_times" ADD CONSTRAINT "landlord_response_times_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlord_verifications" ADD CONSTRAINT "landlord_verifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "landlord_verifications_one_pending" ON "landlord_verifications" USING btree ("user_id") WHERE "landlord_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "landlord_verifications_user_idx" ON "landlord_verifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "landlord_verifications_queue_idx" ON "landlord_verifications" USING btree ("created_at") WHERE "landlord_verifications"."status" = 'pending';