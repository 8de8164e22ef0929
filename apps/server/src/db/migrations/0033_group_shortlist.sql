-- The group shortlist (decision 060): the homes a group weighs, each member's vote (gone with the
-- member: the votes refer to the membership, hence its unique pair first) and the short comments
-- in each home's row.
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_user" UNIQUE("group_id","user_id");--> statement-breakpoint
CREATE TABLE "group_shortlist" (
	"group_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_shortlist_group_id_property_id_pk" PRIMARY KEY("group_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "group_shortlist_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_shortlist_votes" (
	"group_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"vote" text NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_shortlist_votes_group_id_property_id_user_id_pk" PRIMARY KEY("group_id","property_id","user_id"),
	CONSTRAINT "group_shortlist_votes_vote" CHECK ("group_shortlist_votes"."vote" in ('yes', 'maybe', 'no'))
);
--> statement-breakpoint
ALTER TABLE "group_shortlist" ADD CONSTRAINT "group_shortlist_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_shortlist" ADD CONSTRAINT "group_shortlist_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_shortlist" ADD CONSTRAINT "group_shortlist_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_shortlist_comments" ADD CONSTRAINT "group_shortlist_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_shortlist_comments" ADD CONSTRAINT "group_shortlist_comments_home_fk" FOREIGN KEY ("group_id","property_id") REFERENCES "public"."group_shortlist"("group_id","property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_shortlist_votes" ADD CONSTRAINT "group_shortlist_votes_home_fk" FOREIGN KEY ("group_id","property_id") REFERENCES "public"."group_shortlist"("group_id","property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_shortlist_votes" ADD CONSTRAINT "group_shortlist_votes_member_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_shortlist_comments_home_idx" ON "group_shortlist_comments" USING btree ("group_id","property_id","created_at");
