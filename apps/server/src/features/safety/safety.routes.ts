import { createRoute } from "@hono/zod-openapi";
import {
  BlockListSchema,
  BlockStatusSchema,
  ReportListingBodySchema,
  ReportSchema,
  ReportUserBodySchema,
  SafetyUserIdParamSchema,
} from "@roost/shared/contracts/safety.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { PropertyIdParam } from "../properties/route-docs.ts";
import { blockUser, getBlockStatus, listBlocks, unblockUser } from "./blocks.service.ts";
import { reportListing, reportUser } from "./reports.service.ts";

const reportResponses = {
  201: json(ReportSchema, "Reported; the operators are emailed"),
  ...errorResponses,
  409: errorResponse("Already reported: listing_already_reported, user_already_reported"),
  422: errorResponse("Refused: own_listing_report, self_report"),
} as const;

const listingReportResponses = {
  ...reportResponses,
  410: errorResponse("The listing is gone: listing_withdrawn, listing_expired"),
} as const;

const blockResponses = {
  200: json(BlockStatusSchema),
  ...errorResponses,
  422: errorResponse("Refused: self_block"),
} as const;

export function safetyRoutes(services: AppDeps) {
  const router = createRouter();
  const db = services.database.db;

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/properties/{id}/report",
      summary: "Report a listing (once per reporter; never one's own)",
      request: { params: PropertyIdParam, ...jsonBody(ReportListingBodySchema) },
      responses: listingReportResponses,
    }),
    async (c) =>
      c.json(
        await reportListing(services, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/users/{id}/report",
      summary: "Report a user (once per reporter; never oneself)",
      request: { params: SafetyUserIdParamSchema, ...jsonBody(ReportUserBodySchema) },
      responses: reportResponses,
    }),
    async (c) =>
      c.json(
        await reportUser(services, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/users/{id}/block",
      summary: "Whether the caller blocked this user, and whether this user blocked the caller",
      request: { params: SafetyUserIdParamSchema },
      responses: blockResponses,
    }),
    async (c) => c.json(await getBlockStatus(db, requireUser(c).id, c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/users/{id}/block",
      summary:
        "Block a user: no messages, connect requests or group joins between you; they can't see your profile",
      request: { params: SafetyUserIdParamSchema },
      responses: blockResponses,
    }),
    async (c) => c.json(await blockUser(db, requireUser(c).id, c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/users/{id}/block",
      summary: "Unblock a user",
      request: { params: SafetyUserIdParamSchema },
      responses: blockResponses,
    }),
    async (c) => c.json(await unblockUser(db, requireUser(c).id, c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/blocks",
      summary: "The users the caller blocked, most recent first",
      responses: { 200: json(BlockListSchema), ...errorResponses },
    }),
    async (c) => c.json({ blocks: await listBlocks(db, requireUser(c).id) }, 200),
  );

  return router;
}
