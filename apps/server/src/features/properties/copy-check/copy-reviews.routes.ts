import { createRoute } from "@hono/zod-openapi";
import {
  CopyReviewIdParamSchema,
  CopyReviewQueueSchema,
  CopyWithdrawalSchema,
} from "@roost/shared/contracts/copy-check.ts";
import type { AppDeps } from "../../../app-deps.ts";
import { createRouter, requireUser } from "../../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../../lib/openapi.ts";
import { copyReviewQueueFor, decideCopyReviewAsOperator } from "./copy-reviews.service.ts";

/** The operators' queue of listings held as possible copies (decision 059); 404 to anyone else. */
export function copyReviewRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/operator/copy-reviews",
      summary: "Operators only: listings held as possible copies, oldest first, each beside what it matched",
      responses: { 200: json(CopyReviewQueueSchema), ...errorResponses },
    }),
    async (c) => c.json({ reviews: await copyReviewQueueFor(deps.database.db, requireUser(c).id) }, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/operator/copy-reviews/{id}/clear",
      summary: "Operators only: not a copy; the listing goes live and its owner is emailed",
      request: { params: CopyReviewIdParamSchema },
      responses: {
        200: json(CopyReviewQueueSchema),
        ...errorResponses,
        409: errorResponse("copy_review_decided"),
      },
    }),
    async (c) => {
      const reviews = await decideCopyReviewAsOperator(deps, requireUser(c).id, c.req.valid("param").id, {
        withdraw: false,
      });
      return c.json({ reviews }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/operator/copy-reviews/{id}/withdraw",
      summary:
        "Operators only: a copy; the listing is withdrawn with its photos, the reason kept, its owner emailed",
      request: { params: CopyReviewIdParamSchema, ...jsonBody(CopyWithdrawalSchema) },
      responses: {
        200: json(CopyReviewQueueSchema),
        ...errorResponses,
        409: errorResponse("copy_review_decided"),
      },
    }),
    async (c) => {
      const reviews = await decideCopyReviewAsOperator(deps, requireUser(c).id, c.req.valid("param").id, {
        withdraw: true,
        reason: c.req.valid("json").reason,
      });
      return c.json({ reviews }, 200);
    },
  );

  return router;
}
