import { DISPLAY_NAME_MAX_LENGTH } from "@roost/shared/domain/constants.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { toSingleLine } from "@roost/shared/domain/text-safety.ts";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import { publishSessionsEnded } from "../realtime/bus.ts";
import { devSignInPlugin } from "./dev-sign-in.ts";

export const GOOGLE_PROVIDER_ID = "google";
/** Set by app.ts from the socket (or a trusted proxy), overwriting anything the client sent. */
export const CLIENT_IP_HEADER = "x-roost-client-ip";

interface AuthOptions {
  config: Config;
  db: Db;
  log: Logger;
  /** Whether Google's discovery document was reachable at start (see google-discovery.ts). */
  googleAvailable: boolean;
}

export function createAuth({ config, db, log, googleAvailable }: AuthOptions) {
  const google = config.google && googleAvailable ? config.google : null;
  return betterAuth({
    appName: "Roost",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    // The app's origin check answers first; better-auth must accept exactly the same origins.
    trustedOrigins: config.allowedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Refreshed shortly before expiry as the spec's session does (§9).
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/*": { window: 60, max: 10 },
        // Development only (never in production); generous so test suites can sign many users in.
        "/dev/sign-in": { window: 60, max: 300 },
      },
    },
    advanced: {
      useSecureCookies: config.secureTransport,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Explicit, because better-auth relaxes these checks when NODE_ENV is "test".
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: "roost",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    logger: {
      log: (level, message) => log[level]({ component: "auth" }, message),
    },
    databaseHooks: {
      session: {
        delete: {
          // Every path that deletes a session (sign-out, revoke-session, revoke-sessions,
          // revoke-other-sessions) closes its WebSockets on every instance at once.
          after: async (ended) => {
            await publishSessionsEnded(db, [ended.id]);
          },
        },
        create: {
          // A suspended account (npm run admin -- suspend-user) gets no new session, whatever the
          // sign-in method; the session lookup also treats any session it still has as signed out.
          before: async (created) => {
            const [profile] = await db
              .select({ suspendedAt: schema.profiles.suspendedAt })
              .from(schema.profiles)
              .where(eq(schema.profiles.userId, created.userId));
            if (profile?.suspendedAt) {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_SUSPENDED",
                message: ERROR_TEXTS.account_suspended.description,
              });
            }
          },
        },
      },
      user: {
        create: {
          // Every user has a profile row from the first moment (§1); user_type stays empty until onboarding.
          after: async (created) => {
            await db
              .insert(schema.profiles)
              .values({
                userId: created.id,
                displayName: created.name || null,
                email: created.email,
                avatarUrl: created.image ?? null,
              })
              .onConflictDoNothing();
          },
        },
      },
    },
    plugins: [
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: "Google",
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: `${google.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  mapProfileToUser: (p) => ({
                    // The name reaches mail headers and invites: one line, the profile's length.
                    name: toSingleLine(String(p.name ?? p.given_name ?? p.email ?? "")).slice(
                      0,
                      DISPLAY_NAME_MAX_LENGTH,
                    ),
                    image: typeof p.picture === "string" ? p.picture : undefined,
                    emailVerified: p.email_verified === true || p.email_verified === "true",
                  }),
                },
              ],
            }),
          ]
        : []),
      ...(config.devSignIn ? [devSignInPlugin()] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
