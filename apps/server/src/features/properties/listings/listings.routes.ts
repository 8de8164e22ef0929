import { createRoute, z } from "@hono/zod-openapi";
import { MyListingSchema, PropertyPerformanceSchema } from "@roost/shared/contracts/my-listings.ts";
import {
  type PropertyDetail,
  PropertyDetailSchema,
  propertyDraft,
} from "@roost/shared/contracts/properties.ts";
import { propertyStatusUpdate } from "@roost/shared/contracts/validation.ts";
import type { AppDeps } from "../../../app-deps.ts";
import { jsonText } from "../../../lib/api-caching.ts";
import { createRouter, requireUser } from "../../../lib/http.ts";
import { errorResponses, json, jsonBody } from "../../../lib/openapi.ts";
import {
  forbiddenResponse,
  goneResponse,
  noContent,
  ownerWriteRefusals,
  PropertyIdParam,
} from "../route-docs.ts";
import {
  changeListingStatus,
  createListing,
  deleteDraftListing,
  listMyListings,
  propertyDetailText,
  publishListing,
  updateListing,
} from "./listings.service.ts";
import { propertyPerformance } from "./property-performance.service.ts";

/** A listing's owner-side lifecycle and its public detail page. */
export function listingRoutes(services: AppDeps) {
  const router = createRouter();
  const db = services.database.db;

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/properties",
      summary: "Create a listing draft (not for student accounts)",
      request: jsonBody(propertyDraft),
      responses: {
        201: json(PropertyDetailSchema, "The new draft"),
        ...errorResponses,
        ...forbiddenResponse,
      },
    }),
    async (c) =>
      jsonText<PropertyDetail, 201>(
        c,
        await createListing(services, requireUser(c).id, c.req.valid("json")),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/me/properties",
      summary: "My Listings: the owner's listings, newest first, with views, favourites and inquiries",
      responses: { 200: json(z.array(MyListingSchema)), ...errorResponses, ...forbiddenResponse },
    }),
    async (c) => c.json(await listMyListings(db, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/properties/{id}",
      summary: "A listing's detail: live listings for everyone, any status for its owner",
      request: { params: PropertyIdParam },
      responses: { 200: json(PropertyDetailSchema), ...errorResponses, ...goneResponse },
    }),
    async (c) =>
      jsonText<PropertyDetail>(
        c,
        await propertyDetailText(db, c.req.valid("param").id, c.get("user")?.id ?? null),
      ),
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: "/api/properties/{id}",
      summary: "Save part of a listing (owner); a live listing must stay publishable",
      request: { params: PropertyIdParam, ...jsonBody(propertyDraft) },
      responses: { 200: json(PropertyDetailSchema), ...errorResponses, ...ownerWriteRefusals },
    }),
    async (c) =>
      jsonText<PropertyDetail>(
        c,
        await updateListing(services, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")),
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/properties/{id}/publish",
      summary: "Publish a complete listing for 60 days (also republishes an expired one)",
      request: { params: PropertyIdParam },
      responses: { 200: json(PropertyDetailSchema), ...errorResponses, ...ownerWriteRefusals },
    }),
    async (c) =>
      jsonText<PropertyDetail>(c, await publishListing(services, requireUser(c).id, c.req.valid("param").id)),
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: "/api/properties/{id}/status",
      summary: "Set the status from the landlord's selector (published, available, let_agreed, pause)",
      request: { params: PropertyIdParam, ...jsonBody(propertyStatusUpdate) },
      responses: { 200: json(PropertyDetailSchema), ...errorResponses, ...ownerWriteRefusals },
    }),
    async (c) =>
      jsonText<PropertyDetail>(
        c,
        await changeListingStatus(services, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")),
      ),
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/properties/{id}",
      summary: "Delete a draft listing and its photos (owner; drafts only)",
      request: { params: PropertyIdParam },
      responses: { ...noContent("Deleted"), ...errorResponses, ...ownerWriteRefusals },
    }),
    async (c) => {
      await deleteDraftListing(services, requireUser(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/properties/{id}/performance",
      summary: "Views over the last 30 days, totals and the area rent comparison (owner only)",
      request: { params: PropertyIdParam },
      responses: { 200: json(PropertyPerformanceSchema), ...errorResponses },
    }),
    async (c) => c.json(await propertyPerformance(services, requireUser(c).id, c.req.valid("param").id), 200),
  );

  return router;
}
