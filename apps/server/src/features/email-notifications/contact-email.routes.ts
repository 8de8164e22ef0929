import { createRoute } from "@hono/zod-openapi";
import {
  CONTACT_EMAIL_VERIFY_PATH,
  ContactEmailStatusSchema,
  ContactEmailVerificationSchema,
  ContactEmailVerifyQuerySchema,
} from "@roost/shared/contracts/contact-email.ts";
import { NOTIFICATION_SETTINGS_PATH } from "@roost/shared/domain/notification-settings-path.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json } from "../../lib/openapi.ts";
import { contactEmailStatus, requestVerification, verifyContactEmail } from "./contact-email.ts";

export function contactEmailRoutes({ database, clock, config }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/me/contact-email",
      summary:
        "Where the caller's notification emails go: the sign-in address or the confirmed contact email",
      responses: { 200: json(ContactEmailStatusSchema), ...errorResponses },
    }),
    async (c) => c.json(await contactEmailStatus(db, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/me/contact-email/verification",
      summary: "Send a confirmation link to the profile's contact email",
      responses: { 202: json(ContactEmailVerificationSchema), ...errorResponses },
    }),
    async (c) => c.json(await requestVerification(db, requireUser(c).id, clock.now()), 202),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: CONTACT_EMAIL_VERIFY_PATH,
      summary: "The link in the confirmation email: confirms the address, then opens the email settings",
      request: { query: ContactEmailVerifyQuerySchema },
      responses: {
        302: { description: "To the email settings, saying whether it worked" },
        ...errorResponses,
      },
    }),
    async (c) => {
      const outcome = await verifyContactEmail(
        db,
        config.authSecret,
        c.req.valid("query").token,
        clock.now(),
      );
      return c.redirect(`${NOTIFICATION_SETTINGS_PATH}?contact_email=${outcome}`, 302);
    },
  );

  return router;
}
