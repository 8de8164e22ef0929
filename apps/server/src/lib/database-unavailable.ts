import { READINESS_CHECK_TIMEOUT_MS } from "@roost/shared/domain/constants.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

// Errors that mean "the database cannot be reached right now", not "this request is wrong":
// socket errors, PostgreSQL's connection-exception class (08xxx), admin/crash shutdown (57P01,
// 57P02), "starting up / shutting down" (57P03), too many connections (53300), and pg's own
// messages for a dropped connection or a pool that could not connect in time.
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
];

/** Whether an error (or what it wraps: Drizzle and AggregateError) is the database being unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (
    typeof e.code === "string" &&
    (SOCKET_CODES.has(e.code) || SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))
  )
    return true;
  if (typeof e.message === "string" && DRIVER_MESSAGES.some((m) => (e.message as string).includes(m)))
    return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** A cheap `select 1` that gives up after a short timeout (a hung database is not reachable). */
export async function databaseReachable(database: Database, timeoutMs = READINESS_CHECK_TIMEOUT_MS) {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const checked = database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
