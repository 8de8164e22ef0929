-- A let the landlord marked exempt from Right to Rent checks, why and when (decision 062).
ALTER TABLE "tenancies" ADD COLUMN "right_to_rent_exemption" text;--> statement-breakpoint
ALTER TABLE "tenancies" ADD COLUMN "right_to_rent_exempt_at" timestamp with time zone;