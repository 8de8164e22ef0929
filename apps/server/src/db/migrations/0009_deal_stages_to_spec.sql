-- Stored deals take the spec's stage values (§4, decision 006 of 2026-11-24). A booked viewing
-- is now in viewing_confirmed (step 3), attendance being recorded inside that stage.
UPDATE "deal_progression" SET "current_stage" = 'viewing_confirmed'
WHERE "current_stage" = 'time_slots_given' AND "viewing_scheduled_at" IS NOT NULL;--> statement-breakpoint
-- Not Interested now sets student_ready_at too (step 5). deal_declined is final, so the row's
-- last update is the moment the group declined.
UPDATE "deal_progression" SET "student_ready_at" = "updated_at"
WHERE "current_stage" = 'deal_declined' AND "student_ready_at" IS NULL;
