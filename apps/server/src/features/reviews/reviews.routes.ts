import { createRoute, z } from "@hono/zod-openapi";
import {
  PropertyReviewsSchema,
  ReviewableSchema,
  ReviewIdParamSchema,
  ReviewInputSchema,
  ReviewReplyInputSchema,
  ReviewReportInputSchema,
  ReviewSchema,
} from "@roost/shared/contracts/reviews.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { PropertyIdParam } from "../properties/route-docs.ts";
import {
  propertyReviews,
  replyToReview,
  reportReview,
  reviewableTenancies,
  writeReview,
} from "./reviews.service.ts";

/** Reviews by real tenants (decision 058). */
export function reviewRoutes({ database, clock }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/me/reviewable",
      summary: "The tenancies the caller was accepted on, each reviewable from its opens_at",
      responses: { 200: json(ReviewableSchema), ...errorResponses },
    }),
    async (c) => c.json(await reviewableTenancies(db, clock.now(), requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/reviews",
      summary: "Review a tenancy: an accepted applicant, once, 30 days after the landlord confirmed them",
      request: jsonBody(ReviewInputSchema),
      responses: {
        201: json(ReviewSchema, "Published"),
        ...errorResponses,
        409: errorResponse("already_reviewed"),
        422: errorResponse("review_not_open: not yet 30 days since the landlord confirmed the tenancy"),
      },
    }),
    async (c) => c.json(await writeReview(db, clock.now(), requireUser(c).id, c.req.valid("json")), 201),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/properties/{id}/reviews",
      summary: "A home's published reviews, newest first, with its and its landlord's averages",
      request: { params: PropertyIdParam },
      responses: {
        200: json(PropertyReviewsSchema),
        ...errorResponses,
        410: errorResponse("The listing is gone"),
      },
    }),
    async (c) => c.json(await propertyReviews(db, c.req.valid("param").id, c.get("user")?.id ?? null), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/reviews/{id}/reply",
      summary: "The landlord's one public reply to a review of their home",
      request: { params: ReviewIdParamSchema, ...jsonBody(ReviewReplyInputSchema) },
      responses: { 200: json(ReviewSchema), ...errorResponses, 409: errorResponse("already_replied") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(
        await replyToReview(db, clock.now(), requireUser(c).id, id, c.req.valid("json").body),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/reviews/{id}/report",
      summary: "Report a review to the operators, who check it against the review policy",
      request: { params: ReviewIdParamSchema, ...jsonBody(ReviewReportInputSchema) },
      responses: {
        201: json(z.object({ reported: z.literal(true) }), "Reported"),
        ...errorResponses,
        409: errorResponse("already_reported"),
      },
    }),
    async (c) => {
      await reportReview(db, requireUser(c).id, c.req.valid("param").id, c.req.valid("json").details);
      return c.json({ reported: true as const }, 201);
    },
  );

  return router;
}
