import type { DealErrorCode } from "@roost/shared/domain/deal-stage.ts";
import type { ErrorCode } from "@roost/shared/domain/errors.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, catalogueMessage } from "../../lib/errors.ts";

// The deal flow's refusals: the machine's codes (packages/shared domain/deal-stage.ts) with their
// HTTP status, worded from the shared catalogue, with the text's parameters kept for the client.

/** HTTP status of each refusal of the machine (docs/architecture.md §4: 403 not allowed, 409 conflict, 422 rule). */
const DEAL_ERROR_STATUS: Record<DealErrorCode, ContentfulStatusCode> = {
  not_leader: 403,
  not_landlord: 403,
  own_property_viewing: 422,
  viewing_already_requested: 409,
  invalid_deal_stage: 409,
  no_slots: 422,
  too_many_slots: 422,
  duplicate_slots: 422,
  invalid_slot: 422,
  slot_in_past: 422,
  viewing_already_scheduled: 409,
  viewing_not_scheduled: 422,
  attendance_too_early: 422,
  interest_already_declared: 409,
  student_not_ready: 422,
  applicant_already_confirmed: 409,
};

/** A refusal with optional parameters for the text (e.g. {name} of 'Requested by {name}'). */
export class DealError extends AppError {
  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    readonly params?: Record<string, string>,
  ) {
    super(status, code, catalogueMessage(code, params));
  }
}

export const refuse = (code: DealErrorCode, params?: Record<string, string>) =>
  new DealError(DEAL_ERROR_STATUS[code], code, params);
