// The viewing/deal card of an inquiry (spec §3 deal_progression, viewing_time_slot, application,
// user_badge; §4 Deal progression stages; §5 viewing rules; §6 roles; §7 Deal flow). The server
// enforces the stages with applyDealAction (domain/deal-stage.ts); this file is the HTTP shape.
//
// Endpoints (all under /api/conversations/:id/deal, participants only — anyone else gets 404):
//   GET    /                          → DealView (stage 'initial' and no id when no deal exists)
//   POST   /request-viewing           {}                      → DealView   (leader / lone student)
//   POST   /slots                     AddViewingSlotsBody     → DealView   (landlord, stage request_viewing)
//   DELETE /slots/:slotId                                     → DealView   (landlord, before sending)
//   POST   /send-slots                {}                      → DealView   (landlord)
//   POST   /select-slot               SelectViewingSlotBody   → DealView   (leader)
//   POST   /attendance                ConfirmAttendanceBody   → DealView   (leader or landlord)
//   POST   /interest                  DeclareInterestBody     → DealView   (leader)
//   POST   /confirm-applicant         {}                      → DealView   (landlord)
//
// Refusals answer {"error": {"code", "message", "params"?}}; the web maps `code` to the §8 text
// (domain/errors.ts ERROR_TEXTS). Codes and statuses:
//   404 not_found (not a participant / no such slot), 422 property_not_found_viewing,
//   422 property_owner_not_found, 422 own_property_viewing, 409 viewing_already_requested
//   (params.name = who requested; message 'Requested by {name}'), 403 not_leader, 403 not_landlord,
//   409 invalid_deal_stage, 409 viewing_already_scheduled, 409 interest_already_declared,
//   409 applicant_already_confirmed, 422 no_slots, too_many_slots, duplicate_slots, invalid_slot,
//   slot_in_past, viewing_not_scheduled, attendance_too_early, student_not_ready.
//
// Live updates: every change publishes {kind:'deal_updated', conversation_id} on
// conversation:{id} (after commit); the card refetches GET /deal. System messages arrive as
// ordinary message_created events.

import { z } from "zod";
import { MAX_VIEWING_SLOTS } from "../domain/constants.ts";
import { DEAL_STAGES } from "../domain/deal-stage.ts";
import { BUDGET_VERDICTS } from "../domain/housemate-shares.ts";
import { DealTenancySchema } from "./tenancy.ts";

export const DealStageSchema = z.enum(DEAL_STAGES);

/** dealPhase(): the stage plus the two waiting points the stage column alone does not reveal. */
export const DealPhaseSchema = z.enum([...DEAL_STAGES, "viewing_scheduled", "student_ready"]);

/** The viewer relative to the deal (DealActorRole). */
export const DealViewerRoleSchema = z.enum(["leader", "member", "landlord"]);
export type DealViewerRole = z.infer<typeof DealViewerRoleSchema>;

/**
 * What the viewer may do right now; the card shows exactly these buttons (members see the hint
 * 'Only group leader can perform this action' instead of the leader's buttons).
 *  - request_viewing: leader / lone student, no deal yet.
 *  - add_slots: landlord, stage request_viewing, fewer than MAX_VIEWING_SLOTS saved.
 *  - remove_slot: landlord, stage request_viewing, at least one saved slot.
 *  - send_slots: landlord, stage request_viewing, at least one saved slot.
 *  - select_slot: leader, stage time_slots_given, nothing scheduled yet.
 *  - confirm_attendance: leader or landlord, attendance question due for the viewer's side
 *    (or already answered 'yes' and may still change it to 'no' before both confirmed).
 *  - declare_interest: leader, stage viewing_confirmed, both confirmed attendance
 *    (viewing_confirmed_at set), student_ready_at null.
 *  - confirm_applicant: landlord, stage viewing_confirmed, student_ready_at set (never in
 *    deal_declined).
 */
export const DEAL_ACTIONS = [
  "request_viewing",
  "add_slots",
  "remove_slot",
  "send_slots",
  "select_slot",
  "confirm_attendance",
  "declare_interest",
  "confirm_applicant",
] as const;
export const DealActionNameSchema = z.enum(DEAL_ACTIONS);
export type DealActionName = z.infer<typeof DealActionNameSchema>;

export const DealPersonSchema = z.object({
  user_id: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type DealPerson = z.infer<typeof DealPersonSchema>;

export const DealGroupMemberSchema = DealPersonSchema.extend({
  role: z.enum(["admin", "member"]),
  /** True for the leader (role admin). */
  is_leader: z.boolean(),
});
export type DealGroupMember = z.infer<typeof DealGroupMemberSchema>;

/** The tenant group behind the inquiry; the landlord summary shows the first LANDLORD_SUMMARY_AVATARS avatars. */
export const DealGroupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  member_count: z.number().int(),
  /** Leader first, then by joined time. */
  members: z.array(DealGroupMemberSchema),
  /**
   * The landlord's view only (null for students, and when the listing has no price or too few
   * bedrooms for the group): whether the members' own budgets cover the per-person rent, and how
   * many are known; never a member's budget (decision 038).
   */
  budgets: z
    .object({ verdict: z.enum(BUDGET_VERDICTS), known: z.number().int(), total: z.number().int() })
    .nullable(),
});
export type DealGroupSummary = z.infer<typeof DealGroupSummarySchema>;

export const ViewingSlotSchema = z.object({
  id: z.string(),
  /** ISO 8601 (UTC); shown in UK time (domain/uk-time.ts). */
  proposed_at: z.string(),
  is_selected: z.boolean(),
  created_at: z.string(),
});
export type ViewingSlot = z.infer<typeof ViewingSlotSchema>;

export const ApplicationStatusSchema = z.enum(["submitted", "accepted", "declined"]);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const DealApplicantSchema = DealPersonSchema.extend({
  application_id: z.string(),
  status: ApplicationStatusSchema,
  /** Whether this applicant holds the verified_renter badge. */
  verified_renter: z.boolean(),
});
export type DealApplicant = z.infer<typeof DealApplicantSchema>;

/** The group's application (one applications row per member), present once the leader said Interested. */
export const DealApplicationSummarySchema = z.object({
  /** 'accepted' once the landlord confirmed the applicant, else 'submitted'. */
  status: ApplicationStatusSchema,
  submitted_at: z.string(),
  group_id: z.string().nullable(),
  applicants: z.array(DealApplicantSchema),
});
export type DealApplicationSummary = z.infer<typeof DealApplicationSummarySchema>;

export const DealTimestampsSchema = z.object({
  viewing_requested_at: z.string().nullable(),
  slots_given_at: z.string().nullable(),
  viewing_scheduled_at: z.string().nullable(),
  viewing_confirmed_by_student_at: z.string().nullable(),
  viewing_confirmed_by_landlord_at: z.string().nullable(),
  viewing_confirmed_at: z.string().nullable(),
  student_ready_at: z.string().nullable(),
  landlord_confirmed_at: z.string().nullable(),
});
export type DealTimestamps = z.infer<typeof DealTimestampsSchema>;

export const DealPropertySchema = z.object({
  id: z.string(),
  /** 'address_line_1, town, postcode' (empty parts left out). */
  address: z.string(),
});

export const DealViewSchema = z.object({
  /** Null while no deal exists (stage 'initial'). */
  id: z.string().nullable(),
  conversation_id: z.string(),
  /** Null only when the conversation's property was deleted. */
  property: DealPropertySchema.nullable(),
  stage: DealStageSchema,
  phase: DealPhaseSchema,
  /** 'active' for a stored deal; null before one exists. */
  status: z.enum(["active", "closed"]).nullable(),
  timestamps: DealTimestampsSchema,
  /** dealTurn(): whose move it is and a one-line description for the card. */
  turn: z.object({
    actor: z.enum(["student", "landlord", "both", "none"]),
    description: z.string(),
  }),
  viewer_role: DealViewerRoleSchema,
  /** Leader of the group, or a student with no group (counts as permitted, §5). */
  is_leader: z.boolean(),
  allowed_actions: z.array(DealActionNameSchema),
  /** When the attendance question opens (scheduled + 60 min), or null when nothing is scheduled. */
  attendance_question_opens_at: z.string().nullable(),
  /** isAttendanceQuestionDue() per side, and for the viewer's own side (false for members). */
  attendance_question_due: z.object({
    student: z.boolean(),
    landlord: z.boolean(),
    viewer: z.boolean(),
  }),
  /** Saved slots, oldest proposed time first. */
  slots: z.array(ViewingSlotSchema),
  max_slots: z.number().int(),
  /** Who requested the viewing (deal.student_id), null before a request. */
  requested_by: DealPersonSchema.nullable(),
  /** The tenant side of the conversation: the enquiring student. */
  student: DealPersonSchema.nullable(),
  landlord: DealPersonSchema.nullable(),
  /** The tenant group (the deal's group once requested, else the student's current group). */
  group: DealGroupSummarySchema.nullable(),
  application: DealApplicationSummarySchema.nullable(),
  /** The tenancy the confirmed deal became (decision 062), for its parties only; null otherwise. */
  tenancy: DealTenancySchema.nullable(),
  /** A tenancy exists but the viewer is not one of its parties (they joined the group after it began). */
  tenancy_without_you: z.boolean(),
});
export type DealView = z.infer<typeof DealViewSchema>;

// ---------------------------------------------------------------- request bodies

export const RequestViewingBodySchema = z.object({});
export type RequestViewingBody = z.infer<typeof RequestViewingBodySchema>;

/** New slots to save (ISO date-times with offset). Saved + new must not exceed MAX_VIEWING_SLOTS. */
export const AddViewingSlotsBodySchema = z.object({
  slots: z
    .array(z.iso.datetime({ offset: true, message: "Choose a date and time for the viewing" }))
    .min(1, "Add at least one time slot")
    .max(MAX_VIEWING_SLOTS, `You can offer at most ${MAX_VIEWING_SLOTS} viewing times.`),
});
export type AddViewingSlotsBody = z.infer<typeof AddViewingSlotsBodySchema>;

export const SendViewingSlotsBodySchema = z.object({});

export const SelectViewingSlotBodySchema = z.object({ slot_id: z.string().uuid() });
export type SelectViewingSlotBody = z.infer<typeof SelectViewingSlotBodySchema>;

export const ConfirmAttendanceBodySchema = z.object({ attended: z.boolean() });
export type ConfirmAttendanceBody = z.infer<typeof ConfirmAttendanceBodySchema>;

export const DeclareInterestBodySchema = z.object({ interested: z.boolean() });
export type DeclareInterestBody = z.infer<typeof DeclareInterestBodySchema>;

export const ConfirmApplicantBodySchema = z.object({});

// ---------------------------------------------------------------- path helpers

export const dealPath = (conversationId: string) => `/api/conversations/${conversationId}/deal` as const;
