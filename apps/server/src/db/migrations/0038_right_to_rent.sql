-- The landlord's Right to Rent record (decision 062): per tenant or permitted occupier, what was
-- checked and when, never the document.
CREATE TABLE "right_to_rent_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"tenant_id" text,
	"occupier_name" text,
	"document" text NOT NULL,
	"time_limited" boolean NOT NULL,
	"checked_on" date NOT NULL,
	"follow_up_on" date,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "right_to_rent_one_per_occupier" UNIQUE NULLS NOT DISTINCT("tenancy_id","tenant_id","occupier_name"),
	CONSTRAINT "right_to_rent_occupier" CHECK (("right_to_rent_checks"."tenant_id" is null) <> ("right_to_rent_checks"."occupier_name" is null))
);
--> statement-breakpoint
ALTER TABLE "right_to_rent_checks" ADD CONSTRAINT "right_to_rent_checks_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_rent_checks" ADD CONSTRAINT "right_to_rent_checks_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;