import { createRoute, z } from "@hono/zod-openapi";
import {
  AddViewingSlotsBodySchema,
  ConfirmAttendanceBodySchema,
  type DealView,
  DealViewSchema,
  DeclareInterestBodySchema,
  SelectViewingSlotBodySchema,
} from "@roost/shared/contracts/deals.ts";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { type AppEnv, createRouter, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { DealError } from "./deal-errors.ts";
import { getDeal } from "./deal-view.ts";
import {
  addSlots,
  confirmApplicant,
  confirmAttendance,
  declareInterest,
  removeSlot,
  requestViewing,
  selectSlot,
  sendSlots,
} from "./deals.service.ts";

const ConversationParam = z.object({ id: z.uuid() });
const SlotParam = z.object({ id: z.uuid(), slotId: z.uuid() });

const DealErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.string()).optional(),
  }),
});
const dealResponses = {
  ...errorResponses,
  403: errorResponse("Not allowed: not_leader, not_landlord", DealErrorSchema),
  409: errorResponse(
    "Conflict: viewing_already_requested (params.name), invalid_deal_stage, viewing_already_scheduled, interest_already_declared, applicant_already_confirmed",
    DealErrorSchema,
  ),
  422: errorResponse(
    "Refused: property_not_found_viewing, property_owner_not_found, own_property_viewing, no_slots, too_many_slots, duplicate_slots, invalid_slot, slot_in_past, viewing_not_scheduled, attendance_too_early, student_not_ready",
    DealErrorSchema,
  ),
} as const;

/** Sends the view as the response body. */
async function respond(c: Context<AppEnv>, work: Promise<DealView>) {
  return c.json(await work, 200);
}

const emptyBody = { body: { content: { "application/json": { schema: z.object({}) } }, required: false } };

export function dealRoutes(services: AppDeps) {
  const router = createRouter();
  // A DealError keeps its params (e.g. {name} of 'Requested by {name}') in the error body; every
  // other error goes on to the app's handler.
  router.onError((err, c) => {
    if (err instanceof DealError) {
      return c.json(
        { error: { code: err.code, message: err.message, ...(err.params ? { params: err.params } : {}) } },
        err.status,
      );
    }
    throw err;
  });
  const base = "/api/conversations/{id}/deal";

  router.openapi(
    createRoute({
      method: "get",
      path: base,
      summary: "The viewing/deal card of an inquiry (stage 'initial' when no viewing was requested)",
      request: { params: ConversationParam },
      responses: { 200: json(DealViewSchema), ...dealResponses },
    }),
    async (c) => respond(c, getDeal(services, c.req.valid("param").id, requireUser(c).id)),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${base}/request-viewing`,
      summary: "Request a viewing (group leader, or a student with no group)",
      request: { params: ConversationParam, ...emptyBody },
      responses: { 200: json(DealViewSchema), ...dealResponses },
    }),
    async (c) => respond(c, requestViewing(services, c.req.valid("param").id, requireUser(c).id)),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${base}/slots`,
      summary: "Save viewing slots (landlord; at most 3 saved and new together)",
      request: { params: ConversationParam, ...jsonBody(AddViewingSlotsBodySchema) },
      responses: { 200: json(DealViewSchema), ...dealResponses },
    }),
    async (c) =>
      respond(c, addSlots(services, c.req.valid("param").id, requireUser(c).id, c.req.valid("json").slots)),
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: `${base}/slots/{slotId}`,
      summary: "Remove a saved slot before the slots are sent (landlord)",
      request: { params: SlotParam },
      responses: { 200: json(DealViewSchema), ...dealResponses },
    }),
    async (c) => {
      const { id, slotId } = c.req.valid("param");
      return respond(c, removeSlot(services, id, requireUser(c).id, slotId));
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${base}/send-slots`,
      summary: "Send the saved slots to the student side (landlord; at least one)",
      request: { params: ConversationParam, ...emptyBody },
      responses: { 200: json(DealViewSchema), ...dealResponses },
    }),
    async (c) => respond(c, sendSlots(services, c.req.valid("param").id, requireUser(c).id)),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${base}/select-slot`,
      summary: "Book one of the offered slots (group leader)",
      request: { params: ConversationParam, ...jsonBody(SelectViewingSlotBodySchema) },
      responses: { 200: json(DealViewSchema), ...dealResponses },
    }),
    async (c) =>
      respond(
        c,
        selectSlot(services, c.req.valid("param").id, requireUser(c).id, c.req.valid("json").slot_id),
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${base}/attendance`,
      summary: "Answer 'Did the viewing take place?' (leader or landlord, from 60 minutes after it)",
      request: { params: ConversationParam, ...jsonBody(ConfirmAttendanceBodySchema) },
      responses: { 200: json(DealViewSchema), ...dealResponses },
    }),
    async (c) =>
      respond(
        c,
        confirmAttendance(services, c.req.valid("param").id, requireUser(c).id, c.req.valid("json").attended),
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${base}/interest`,
      summary: "Interested (creates the group's application) or Not interested (group leader)",
      request: { params: ConversationParam, ...jsonBody(DeclareInterestBodySchema) },
      responses: { 200: json(DealViewSchema), ...dealResponses },
    }),
    async (c) =>
      respond(
        c,
        declareInterest(services, c.req.valid("param").id, requireUser(c).id, c.req.valid("json").interested),
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${base}/confirm-applicant`,
      summary: "Confirm the applicant: deal confirmed, Verified Renter badges (landlord)",
      request: { params: ConversationParam, ...emptyBody },
      responses: { 200: json(DealViewSchema), ...dealResponses },
    }),
    async (c) => respond(c, confirmApplicant(services, c.req.valid("param").id, requireUser(c).id)),
  );

  return router;
}
