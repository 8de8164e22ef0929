-- The group shortlist's batched notifications (decision 060).
ALTER TYPE "public"."notification_type" ADD VALUE 'shortlist';
