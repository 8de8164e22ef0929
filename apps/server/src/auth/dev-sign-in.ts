import { DISPLAY_NAME_MAX_LENGTH } from "@roost/shared/domain/constants.ts";
import { toSingleLine } from "@roost/shared/domain/text-safety.ts";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

/**
 * Development sign-in: an email is enough. It exists only when the config allows it, and the
 * config never allows it in production. Sessions are created by better-auth itself, so they are
 * indistinguishable from Google ones to the rest of the app.
 */
export function devSignInPlugin() {
  return {
    id: "roost-dev-sign-in",
    endpoints: {
      devSignIn: createAuthEndpoint(
        "/dev/sign-in",
        {
          method: "POST",
          body: z.object({
            email: z.string().trim().toLowerCase().email(),
            // Becomes the profile's display name: one line and as long as the profile allows.
            name: z.string().transform(toSingleLine).pipe(z.string().max(DISPLAY_NAME_MAX_LENGTH)).optional(),
          }),
        },
        async (ctx) => {
          const { email, name } = ctx.body;
          const adapter = ctx.context.internalAdapter;
          const existing = await adapter.findUserByEmail(email);
          const user =
            existing?.user ??
            (await adapter.createUser(
              { email, name: name ?? "", emailVerified: false },
              { method: "dev-sign-in" },
            ));
          if (!user) throw new APIError("INTERNAL_SERVER_ERROR", { message: "Could not create the user" });
          const session = await adapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, email: user.email } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
