-- When the landlord confirmed an assured tenancy's agreement holds the written statement of terms
-- (decision 062).
ALTER TABLE "tenancies" ADD COLUMN "statement_confirmed_at" timestamp with time zone;