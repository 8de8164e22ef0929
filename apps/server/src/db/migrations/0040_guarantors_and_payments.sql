-- Guarantors named by tenants (reached by an emailed link) and deposits recorded, not moved
-- (decision 062).
CREATE TABLE "tenancy_guarantors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"link_nonce" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	"document_sha256" text,
	CONSTRAINT "tenancy_guarantors_one_per_tenant" UNIQUE("tenancy_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "tenancy_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenancy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_on" date,
	"agreed_deadline_on" date,
	"outcome" text,
	"outcome_on" date,
	"kept_reason" text,
	"protection_scheme" text,
	"certificate_number" text,
	"protected_on" date,
	"information_given_on" date,
	CONSTRAINT "tenancy_payments_kind" CHECK ("tenancy_payments"."kind" in ('holding_deposit', 'deposit')),
	CONSTRAINT "tenancy_payments_outcome" CHECK ("tenancy_payments"."outcome" is null or "tenancy_payments"."outcome" in ('refunded', 'credited', 'kept'))
);
--> statement-breakpoint
ALTER TABLE "tenancy_guarantors" ADD CONSTRAINT "tenancy_guarantors_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_guarantors" ADD CONSTRAINT "tenancy_guarantors_tenant_id_user_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_payments" ADD CONSTRAINT "tenancy_payments_tenancy_id_tenancies_id_fk" FOREIGN KEY ("tenancy_id") REFERENCES "public"."tenancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_payments" ADD CONSTRAINT "tenancy_payments_payer_id_user_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenancy_payments_tenancy_idx" ON "tenancy_payments" USING btree ("tenancy_id");