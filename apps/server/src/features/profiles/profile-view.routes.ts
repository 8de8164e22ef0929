import { createRoute } from "@hono/zod-openapi";
import {
  ProfileConsentSchema,
  ProfileViewSchema,
  UserIdParamSchema,
} from "@roost/shared/contracts/roommates.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json } from "../../lib/openapi.ts";
import { getProfileView, recordProfileConsent } from "./profile-view.service.ts";

/** Another person's profile (spec §5 'View Profile'), with the landlord side's one-time GDPR consent. */
export function profileViewRoutes({ database, clock }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/profiles/{userId}",
      summary: "A student's public profile (students; landlords only for students they deal with)",
      request: { params: UserIdParamSchema },
      responses: { 200: json(ProfileViewSchema), ...errorResponses },
    }),
    async (c) => c.json(await getProfileView(db, requireUser(c).id, c.req.valid("param").userId), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/profiles/{userId}/consent",
      summary:
        "Record the landlord-side viewer's one-time GDPR consent for a student's profile (idempotent; 404 when the caller may not open it in the landlord context)",
      request: { params: UserIdParamSchema },
      responses: { 200: json(ProfileConsentSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await recordProfileConsent(db, requireUser(c).id, c.req.valid("param").userId, clock.now()),
        200,
      ),
  );

  return router;
}
