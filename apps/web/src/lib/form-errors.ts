// Shared by the features (groups, roommates, student profiles): turns schema issues and API
// errors into what a form or toast shows.

import { ERROR_TEXTS, isErrorCode, type UserText } from "@roost/shared/domain/errors.ts";
import type { ZodError } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** First message per top-level field, so each field shows one clear error under it. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_form");
    if (!out[key]) out[key] = issue.message;
  }
  return out;
}

/** Codes that say nothing the fallback does not say better ("Error creating group" etc.). */
const GENERIC_CODES = new Set(["internal_error", "network_error", "validation_failed"]);

/**
 * The text for a failed action: a known, specific error code (e.g. already_in_group, group_full)
 * gets its catalogue text (spec §8); anything else gets the action's own failure text.
 */
export function failureText(error: unknown, fallback: UserText): UserText {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && !GENERIC_CODES.has(code) && isErrorCode(code)) return ERROR_TEXTS[code];
  return fallback;
}

/** A validation error the server pinned on a field of the form, if any. */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  const e = error as { code?: unknown; field?: unknown; message?: unknown } | null;
  if (e?.code === "validation_failed" && typeof e.field === "string" && typeof e.message === "string")
    return { field: e.field, message: e.message };
  return null;
}
