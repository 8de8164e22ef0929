import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { badRequest, unauthorized } from "./errors.ts";
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
    user: SessionUser | null;
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

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
