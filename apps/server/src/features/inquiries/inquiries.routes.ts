import { createRoute } from "@hono/zod-openapi";
import { InquiryListSchema } from "@roost/shared/contracts/inquiries.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json } from "../../lib/openapi.ts";
import { listInquiries } from "./inquiries.service.ts";

/** 'Your Inquiries' (spec §2, §7): the caller's conversations about properties, from their side. */
export function inquiryRoutes({ database }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/inquiries",
      summary: "The caller's conversations about properties, from their side, with the derived status",
      responses: { 200: json(InquiryListSchema), ...errorResponses },
    }),
    async (c) => c.json({ inquiries: await listInquiries(db, requireUser(c).id) }, 200),
  );

  return router;
}
