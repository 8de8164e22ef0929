-- Tenancy agreements and their signatures (decision 062): the uploaded agreement per joint tenancy
-- or per tenant, the signable document fixed by its SHA-256, and each signature as the certificate
-- prints it.
CREATE TABLE "tenancy_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"tenant_id" text,
	"file_name" text NOT NULL,
	"original_key" text NOT NULL,
	"page_count" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"signable_key" text,
	"signable_sha256" text,
	"signed_key" text,
	"signed_at" timestamp with time zone,
	CONSTRAINT "tenancy_agreements_one_per_tenant" UNIQUE NULLS NOT DISTINCT("tenancy_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "tenancy_signatures" (
	"agreement_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"signed_name" text NOT NULL,
	"email" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"document_sha256" text NOT NULL,
	CONSTRAINT "tenancy_signatures_agreement_id_user_id_pk" PRIMARY KEY("agreement_id","user_id"),
	CONSTRAINT "tenancy_signatures_role" CHECK ("tenancy_signatures"."role" in ('landlord', 'tenant', 'guarantor'))
);
--> statement-breakpoint
ALTER TABLE "tenancy_agreements" ADD CONSTRAINT "tenancy_agreements_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_agreements" ADD CONSTRAINT "tenancy_agreements_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_signatures" ADD CONSTRAINT "tenancy_signatures_agreement_id_tenancy_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."tenancy_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_signatures" ADD CONSTRAINT "tenancy_signatures_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;