// A deal as GET /api/conversations/:id/deal returns it, for the deal card's component tests: a
// group's enquiry before anyone has asked for a viewing, seen by the group's leader.
import type { DealView } from "@roost/shared/contracts/deals.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";

export const TEST_CONVERSATION = "7c1e4f3a-2b9d-4e8a-9f61-3d2a5b7c8e90";
export const TEST_DEAL_PATH = `/api/conversations/${TEST_CONVERSATION}/deal`;

export const testDeal = (over: Partial<DealView> = {}): DealView => ({
  id: null,
  conversation_id: TEST_CONVERSATION,
  property: { id: "p1", address: "5 Ladybarn Lane, Manchester, M14 6WN" },
  stage: "initial",
  phase: "initial",
  status: null,
  timestamps: {
    viewing_requested_at: null,
    slots_given_at: null,
    viewing_scheduled_at: null,
    viewing_confirmed_by_student_at: null,
    viewing_confirmed_by_landlord_at: null,
    viewing_confirmed_at: null,
    student_ready_at: null,
    landlord_confirmed_at: null,
  },
  turn: { actor: "student", description: "Waiting for the group to request a viewing" },
  viewer_role: "leader",
  is_leader: true,
  allowed_actions: ["request_viewing"],
  attendance_question_opens_at: null,
  attendance_question_due: { student: false, landlord: false, viewer: false },
  slots: [],
  max_slots: 3,
  requested_by: null,
  student: { user_id: "u-stella", display_name: "Stella Student", avatar_url: null },
  landlord: { user_id: "u-james", display_name: "James Landlord", avatar_url: null },
  group: {
    id: "g1",
    name: "Fallowfield Five",
    member_count: 2,
    members: [
      {
        user_id: "u-stella",
        display_name: "Stella Student",
        avatar_url: null,
        role: "admin",
        is_leader: true,
      },
      { user_id: "u-sam", display_name: "Sam Student", avatar_url: null, role: "member", is_leader: false },
    ],
    budgets: null,
  },
  application: null,
  tenancy: null,
  tenancy_without_you: false,
  ...over,
});

/** The deal once the leader asked for a viewing: the landlord's move. */
export const requestedDeal = (over: Partial<DealView> = {}): DealView =>
  testDeal({
    id: "d1",
    stage: "request_viewing",
    phase: "request_viewing",
    status: "active",
    timestamps: { ...testDeal().timestamps, viewing_requested_at: "2026-12-01T10:00:00Z" },
    turn: { actor: "landlord", description: "Waiting for the landlord to offer viewing times" },
    allowed_actions: [],
    requested_by: { user_id: "u-stella", display_name: "Stella Student", avatar_url: null },
    ...over,
  });

/** Times from now on the hour, as the server returns offered slots. */
export const slotsFromNow = (...days: number[]) =>
  days.map((day, i) => {
    const at = new Date(Date.now() + day * DAY_MS);
    at.setUTCHours(14, 0, 0, 0);
    return {
      id: `slot-${i + 1}`,
      proposed_at: at.toISOString(),
      is_selected: false,
      created_at: "2026-12-01T11:00:00Z",
    };
  });
