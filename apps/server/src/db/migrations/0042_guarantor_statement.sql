-- The statement a guarantor ticked, kept with their signature (decision 062).
ALTER TABLE "tenancy_guarantors" ADD COLUMN "signed_statement" text;