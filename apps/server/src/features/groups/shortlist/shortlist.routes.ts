import { createRoute } from "@hono/zod-openapi";
import {
  BillsEstimateInputSchema,
  RoomClaimInputSchema,
  SharePremiumsInputSchema,
  ShortlistAddSchema,
  ShortlistCommentInputSchema,
  ShortlistHomeParamSchema,
  ShortlistSchema,
  ShortlistVoteInputSchema,
} from "@roost/shared/contracts/group-shortlist.ts";
import { GroupIdParamSchema } from "@roost/shared/contracts/groups.ts";
import type { AppDeps } from "../../../app-deps.ts";
import { createRouter, requireUser } from "../../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../../lib/openapi.ts";
import {
  addToShortlist,
  commentOnHome,
  readShortlist,
  removeFromShortlist,
  requestViewingFromShortlist,
  voteOnHome,
} from "./shortlist.service.ts";
import { claimRoom, setBillsEstimate, setPremiums } from "./shortlist-split.service.ts";

/** The group shortlist (decision 060): members only; every answer is the shortlist as it now stands. */
export function shortlistRoutes(deps: AppDeps) {
  const router = createRouter();
  const { database, clock } = deps;
  const db = database.db;
  const answers = { 200: json(ShortlistSchema), ...errorResponses };

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/groups/{id}/shortlist",
      summary: "The group's shortlist, best score first, with every member's vote and the comments",
      request: { params: GroupIdParamSchema },
      responses: answers,
    }),
    async (c) => c.json(await readShortlist(db, requireUser(c).id, c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/groups/{id}/shortlist",
      summary: "Add a home to the group's shortlist (adding it again changes nothing)",
      request: { params: GroupIdParamSchema, ...jsonBody(ShortlistAddSchema) },
      responses: { ...answers, 422: errorResponse("shortlist_full") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const propertyId = c.req.valid("json").property_id;
      return c.json(await addToShortlist(db, clock.now(), requireUser(c).id, id, propertyId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/groups/{id}/shortlist/{propertyId}",
      summary: "Take a home off the shortlist: the member who added it, or the leader",
      request: { params: ShortlistHomeParamSchema },
      responses: answers,
    }),
    async (c) => {
      const { id, propertyId } = c.req.valid("param");
      return c.json(await removeFromShortlist(db, requireUser(c).id, id, propertyId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/groups/{id}/shortlist/{propertyId}/vote",
      summary: "The caller's vote on a shortlisted home: yes, maybe or no, with an optional one-line reason",
      request: { params: ShortlistHomeParamSchema, ...jsonBody(ShortlistVoteInputSchema) },
      responses: answers,
    }),
    async (c) => {
      const { id, propertyId } = c.req.valid("param");
      return c.json(
        await voteOnHome(db, clock.now(), requireUser(c).id, id, propertyId, c.req.valid("json")),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/groups/{id}/shortlist/{propertyId}/comments",
      summary: "A short comment (at most 500 characters) in a shortlisted home's row",
      request: { params: ShortlistHomeParamSchema, ...jsonBody(ShortlistCommentInputSchema) },
      responses: answers,
    }),
    async (c) => {
      const { id, propertyId } = c.req.valid("param");
      return c.json(
        await commentOnHome(db, clock.now(), requireUser(c).id, id, propertyId, c.req.valid("json").body),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/groups/{id}/shortlist/{propertyId}/request-viewing",
      summary:
        "The leader requests a viewing of a shortlisted home: opens the enquiry and starts the deal flow",
      request: { params: ShortlistHomeParamSchema },
      responses: { ...answers, 409: errorResponse("viewing_already_requested") },
    }),
    async (c) => {
      const { id, propertyId } = c.req.valid("param");
      return c.json(await requestViewingFromShortlist(deps, requireUser(c).id, id, propertyId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/groups/{id}/shortlist/{propertyId}/premiums",
      summary: "A whole home's premiums over an even share, per member (larger or en-suite rooms)",
      request: { params: ShortlistHomeParamSchema, ...jsonBody(SharePremiumsInputSchema) },
      responses: { ...answers, 422: errorResponse("premiums_over_rent") },
    }),
    async (c) => {
      const { id, propertyId } = c.req.valid("param");
      const { premiums } = c.req.valid("json");
      return c.json(await setPremiums(db, clock.now(), requireUser(c).id, id, propertyId, premiums), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/groups/{id}/shortlist/{propertyId}/room",
      summary: "The caller claims a room of a room advert (null lets it go)",
      request: { params: ShortlistHomeParamSchema, ...jsonBody(RoomClaimInputSchema) },
      responses: { ...answers, 409: errorResponse("room_taken"), 422: errorResponse("room_not_priced") },
    }),
    async (c) => {
      const { id, propertyId } = c.req.valid("param");
      const roomIndex = c.req.valid("json").room_index;
      return c.json(await claimRoom(db, clock.now(), requireUser(c).id, id, propertyId, roomIndex), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/groups/{id}/bills-estimate",
      summary: "The group's own bills estimate per person per month (null: the dated default)",
      request: { params: GroupIdParamSchema, ...jsonBody(BillsEstimateInputSchema) },
      responses: answers,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const value = c.req.valid("json").bills_estimate;
      return c.json(await setBillsEstimate(db, requireUser(c).id, id, value), 200);
    },
  );

  return router;
}
