import { createRoute, z } from "@hono/zod-openapi";
import { MeSchema, ProfileSchema } from "@roost/shared/contracts/profile.ts";
import { completeProfile, profileUpdate } from "@roost/shared/contracts/profile-input.ts";
import { AVATAR_MAX_BYTES } from "@roost/shared/domain/constants.ts";
import type { AppDeps } from "../../app-deps.ts";
import { unauthorized } from "../../lib/errors.ts";
import { createRouter, requireAccount, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { uploadLimit } from "../../lib/upload-limit.ts";
import { completeOnboarding, getOwnProfile, updateOwnProfile, uploadAvatar } from "./profiles.service.ts";

const AvatarUpload = z.object({
  avatar: z
    .custom<File>((v) => v instanceof File, "Please choose an image to upload.")
    .openapi({ type: "string", format: "binary" }),
});

export function profileRoutes(services: AppDeps) {
  const router = createRouter();
  const db = services.database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/me",
      summary: "The signed-in user, session and profile",
      responses: { 200: json(MeSchema), ...errorResponses },
    }),
    async (c) => {
      // Read before onboarding too: the web app learns from it that onboarding is needed.
      const user = requireAccount(c);
      const session = c.get("session");
      if (!session) throw unauthorized();
      const profile = await getOwnProfile(db, user.id);
      return c.json(
        { user, session: { id: session.id, expires_at: session.expiresAt.toISOString() }, profile },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/me/onboarding",
      summary: "Complete the profile: name, user type and (students) university",
      request: jsonBody(completeProfile),
      responses: {
        200: json(ProfileSchema),
        ...errorResponses,
        409: errorResponse("already_onboarded"),
      },
    }),
    async (c) => c.json(await completeOnboarding(db, requireAccount(c).id, c.req.valid("json")), 200),
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: "/api/me/profile",
      summary: "Save the profile editor (own profile only)",
      request: jsonBody(profileUpdate),
      responses: { 200: json(ProfileSchema), ...errorResponses },
    }),
    async (c) => c.json(await updateOwnProfile(db, requireUser(c).id, c.req.valid("json")), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/me/avatar",
      summary: "Upload a new avatar image (checked by content, max 5 MB)",
      // Stop reading well before memory is at risk; the service gives the precise 5 MB message.
      middleware: [uploadLimit(AVATAR_MAX_BYTES + 64 * 1024)] as const,
      request: {
        body: { content: { "multipart/form-data": { schema: AvatarUpload } }, required: true },
      },
      responses: { 200: json(ProfileSchema), ...errorResponses },
    }),
    async (c) => {
      const user = requireUser(c);
      return c.json(await uploadAvatar(services, user.id, c.req.valid("form").avatar), 200);
    },
  );

  return router;
}
