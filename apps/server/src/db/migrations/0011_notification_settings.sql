CREATE TYPE "public"."email_frequency" AS ENUM('instant', 'daily', 'off');--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"messages_enquiries" "email_frequency" NOT NULL,
	"viewings_deals" "email_frequency" NOT NULL,
	"groups_roommates" "email_frequency" NOT NULL,
	"saved_search_alerts" "email_frequency" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;