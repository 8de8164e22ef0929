-- Tenancies agreed in Roost (decision 062): a confirmed deal's terms and where its let stands, the
-- parties it binds, and each deal's snapshot of the rent its listing advertised, which a tenancy's
-- rent may not exceed. Deals from before the snapshot take their listing's rent as it is now.
CREATE TYPE "public"."tenancy_state" AS ENUM('terms_drafted', 'out_for_signature', 'signed', 'ready_to_move_in', 'withdrawn');--> statement-breakpoint
CREATE TABLE "tenancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_progression_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"landlord_id" text NOT NULL,
	"state" "tenancy_state" DEFAULT 'terms_drafted' NOT NULL,
	"terms" jsonb NOT NULL,
	"terms_version" integer DEFAULT 1 NOT NULL,
	"advertised_rent" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenancy_parties" (
	"tenancy_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "tenancy_parties_tenancy_id_user_id_pk" PRIMARY KEY("tenancy_id","user_id"),
	CONSTRAINT "tenancy_parties_role" CHECK ("tenancy_parties"."role" in ('landlord', 'tenant'))
);
--> statement-breakpoint
ALTER TABLE "deal_progression" ADD COLUMN "advertised_rent" jsonb;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_deal_progression_id_deal_progression_id_fk" FOREIGN KEY ("deal_progression_id") REFERENCES "public"."deal_progression"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_landlord_id_user_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_parties" ADD CONSTRAINT "tenancy_parties_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_parties" ADD CONSTRAINT "tenancy_parties_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenancies_one_per_deal" ON "tenancies" USING btree ("deal_progression_id");--> statement-breakpoint
CREATE INDEX "tenancies_landlord_idx" ON "tenancies" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "tenancy_parties_user_idx" ON "tenancy_parties" USING btree ("user_id");--> statement-breakpoint
UPDATE "deal_progression" d SET "advertised_rent" = jsonb_build_object(
  'advertType', p."advert_type",
  'monthlyRent', p."monthly_rent",
  'roomRents', coalesce((
    select jsonb_agg((r->>'monthlyRent')::int)
    from jsonb_array_elements(p."rooms_data") r
    where (r->>'monthlyRent') ~ '^[0-9]+$' and (r->>'monthlyRent')::int > 0
  ), '[]'::jsonb)
) FROM "properties" p WHERE p."id" = d."property_id" AND d."advertised_rent" IS NULL;