-- What each housemate really pays (decision 061): how a group splits a shortlisted home (a
-- premium per member, or the room each claimed) and the group's own bills estimate.
CREATE TABLE "group_shortlist_shares" (
	"group_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"room_index" smallint,
	"premium" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_shortlist_shares_group_id_property_id_user_id_pk" PRIMARY KEY("group_id","property_id","user_id"),
	CONSTRAINT "group_shortlist_shares_premium" CHECK ("group_shortlist_shares"."premium" between 0 and 2000),
	CONSTRAINT "group_shortlist_shares_room" CHECK ("group_shortlist_shares"."room_index" is null or "group_shortlist_shares"."room_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "bills_estimate" integer;--> statement-breakpoint
ALTER TABLE "group_shortlist_shares" ADD CONSTRAINT "group_shortlist_shares_home_fk" FOREIGN KEY ("group_id","property_id") REFERENCES "public"."group_shortlist"("group_id","property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_shortlist_shares" ADD CONSTRAINT "group_shortlist_shares_member_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_shortlist_shares_one_claim_per_room" ON "group_shortlist_shares" USING btree ("group_id","property_id","room_index");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_bills_estimate_range" CHECK ("groups"."bills_estimate" between 0 and 1000);