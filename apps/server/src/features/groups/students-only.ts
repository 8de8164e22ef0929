import type { UserType } from "@roost/shared/domain/user-types.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";
import { catalogueError } from "../../lib/errors.ts";

export const studentsOnly = () => catalogueError(403, "students_only");

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
