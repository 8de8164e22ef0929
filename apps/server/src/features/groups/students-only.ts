import { ERROR_TEXTS, type ErrorCode } from "@roost/shared/domain/errors.ts";
import type { UserType } from "@roost/shared/domain/user-types.ts";
import { eq } from "drizzle-orm";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Tx } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";

/**
 * An API refusal whose message is the catalogue title of domain/errors.ts, so logs and API
 * clients read the same words the web app shows. Codes not (yet) in the catalogue keep `fallback`.
 */
export function appError(status: ContentfulStatusCode, code: ErrorCode | (string & {}), fallback?: string) {
  const text = (ERROR_TEXTS as Record<string, { title: string; description?: string }>)[code];
  const message = text ? [text.title, text.description].filter(Boolean).join(" — ") : (fallback ?? code);
  return new AppError(status, code, message);
}

export const studentsOnly = () =>
  appError(403, "students_only", "Groups and roommates are for students only.");

/** The caller's user type; 403 'students_only' unless a student (groups and roommates are student pages, §2). */
export async function requireStudent(tx: Tx, userId: string): Promise<void> {
  const type = await userTypeOf(tx, userId);
  if (type !== "student") throw studentsOnly();
}

export async function userTypeOf(tx: Tx, userId: string): Promise<UserType | null> {
  const [row] = await tx
    .select({ userType: profiles.userType })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.userType ?? null;
}
