import { createRoute } from "@hono/zod-openapi";
import { InquiryStartedSchema, viewEvent } from "@roost/shared/contracts/properties.ts";
import { VIEW_SESSIONS_PER_SOURCE_PER_DAY } from "@roost/shared/domain/property.ts";
import type { AppDeps } from "../../../app-deps.ts";
import { clientIp } from "../../../lib/client-ip.ts";
import { createRouter, requireUser } from "../../../lib/http.ts";
import { errorResponses, json, jsonBody } from "../../../lib/openapi.ts";
import {
  forbiddenResponse,
  goneResponse,
  noContent,
  PropertyIdParam,
  refusedResponse,
} from "../route-docs.ts";
import { recordPropertyView, startInquiry } from "./property-tracking.service.ts";

const USER_AGENT_MAX = 500;

/** Views and inquiries from a listing page (§7 Tracking). */
export function propertyTrackingRoutes(services: AppDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/properties/{id}/views",
      summary: `Count a view of a live listing (once per session per UK day, at most ${VIEW_SESSIONS_PER_SOURCE_PER_DAY} sessions per account or signed-out address; the owner's own views are not counted)`,
      request: { params: PropertyIdParam, ...jsonBody(viewEvent) },
      responses: { ...noContent("Recorded (or already counted today)"), ...errorResponses, ...goneResponse },
    }),
    async (c) => {
      await recordPropertyView(services, c.req.valid("param").id, c.req.valid("json"), {
        viewerId: c.get("user")?.id ?? null,
        userAgent: c.req.header("user-agent")?.slice(0, USER_AGENT_MAX) ?? null,
        ipAddress: clientIp(c, services.config),
      });
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/properties/{id}/inquiry",
      summary: "Open (or reopen) the conversation with the landlord about a live listing",
      request: { params: PropertyIdParam },
      responses: {
        200: json(InquiryStartedSchema, "The conversation to open"),
        ...errorResponses,
        ...forbiddenResponse,
        ...refusedResponse,
        ...goneResponse,
      },
    }),
    async (c) => c.json(await startInquiry(services, requireUser(c).id, c.req.valid("param").id), 200),
  );

  return router;
}
