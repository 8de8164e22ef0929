import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { badRequest, forbidden, unauthorized } from "./errors.ts";
import type { Logger } from "./logger.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** The signed-in user once onboarding is complete; null for visitors and the not yet onboarded. */
    user: SessionUser | null;
    /** The signed-in user whether or not onboarding is complete (suspended accounts: null). */
    account: SessionUser | null;
    session: { id: string; expiresAt: Date } | null;
  };
}

/** A feature router: zod validates every input and a failure answers in the error contract. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join(".") || undefined;
        throw badRequest("validation_failed", issue?.message ?? "Invalid input.", field);
      }
    },
  });
}

/**
 * The acting user of every API but profile read and onboarding: 401 signed out, 403
 * onboarding_required while the profile has no user type (spec §1: until then the app cannot be
 * used). Endpoints open to visitors read c.get("user") instead and so treat such a user as one.
 */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (user) return user;
  if (c.get("account")) throw onboardingRequired();
  throw unauthorized();
}

/** Only for what a user needs before onboarding: reading their own profile and completing it. */
export function requireAccount(c: Context<AppEnv>): SessionUser {
  const account = c.get("account");
  if (!account) throw unauthorized();
  return account;
}

export const onboardingRequired = () =>
  forbidden("onboarding_required", "Please complete your profile to continue.");
