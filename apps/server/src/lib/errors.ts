import { type ErrorCode, errorText } from "@roost/shared/domain/errors.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * A refusal the client should see: the API answers {"error": {"code", "message", "field"?}} with
 * this status (docs/architecture.md §4). Anything else thrown is a bug and becomes a bare 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, field?: string) =>
  new AppError(400, code, message, field);
export const unauthorized = () => new AppError(401, "unauthorized", "Please sign in to continue.");
export const forbidden = (code = "forbidden", message = "You are not allowed to do that.") =>
  new AppError(403, code, message);
/** Also what a user gets for something that exists but is not theirs to see. */
export const notFound = (message = "Not found.") => new AppError(404, "not_found", message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const refused = (code: string, message: string) => new AppError(422, code, message);

/**
 * The message of a catalogued refusal: its title and description from packages/shared
 * domain/errors.ts ("title — description", {placeholders} filled from params), so API clients
 * and logs read the same words the web app shows.
 */
export function catalogueMessage(code: ErrorCode, params?: Readonly<Record<string, string>>): string {
  const { title, description } = errorText(code, params);
  return description ? `${title} — ${description}` : title;
}

/** A refusal worded from the shared catalogue; the one way the server builds one. */
export const catalogueError = (
  status: ContentfulStatusCode,
  code: ErrorCode,
  params?: Readonly<Record<string, string>>,
) => new AppError(status, code, catalogueMessage(code, params));

/** PostgreSQL's unique_violation, optionally for one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return e?.code === "23505" && (constraint === undefined || e.constraint === constraint);
}

/** Drizzle wraps driver errors; the PostgreSQL fields sit on the error or on its cause. */
function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}
