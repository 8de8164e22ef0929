import {
  DATABASE_RETRY_AFTER_SECONDS,
  POOL_BUSY_RETRY_AFTER_SECONDS,
  READINESS_CHECK_TIMEOUT_MS,
} from "@roost/shared/domain/constants.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

// Errors that mean "the database cannot answer right now", not "this request is wrong":
// socket errors, PostgreSQL's connection-exception class (08xxx), admin/crash shutdown (57P01,
// 57P02), "starting up / shutting down" (57P03), too many connections (53300), a statement or
// transaction cut short by the pool's timeouts (57014, 25P03), and pg's own messages for a
// dropped connection or a pool that had no connection for a request in time.
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
/**
 * PostgreSQL cut a statement or a transaction short (the pool's limits, decision 035): the
 * database is busy, not gone, and the request may well succeed when tried again. Each logs why.
 */
const CUT_SHORT: Readonly<Record<string, string>> = {
  "57014":
    "database statement cancelled: it ran longer than DATABASE_STATEMENT_TIMEOUT_MS (or was cancelled by an operator)",
  "25P03": "database transaction ended: it stayed idle longer than DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS",
};
const DRIVER_MESSAGES = ["Connection terminated", "Client has encountered a connection error"];
/** pg's Pool gave up waiting for a connection (DATABASE_POOL_WAIT_MS, decision 035). */
const POOL_TIMEOUT_MESSAGE = "timeout exceeded when trying to connect";
const POOL_BUSY =
  "database pool busy: no connection came free within DATABASE_POOL_WAIT_MS (or the database was slow to accept one)";

/**
 * Why an error (or what it wraps: Drizzle and AggregateError) means the database cannot answer
 * right now, as a log message; null when it is some other failure.
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== "object" || depth > 4) return null;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string") {
    const cutShort = CUT_SHORT[e.code];
    if (cutShort) return cutShort;
    if (SOCKET_CODES.has(e.code) || SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))
      return "database unavailable";
  }
  if (typeof e.message === "string") {
    if (e.message.includes(POOL_TIMEOUT_MESSAGE)) return POOL_BUSY;
    if (DRIVER_MESSAGES.some((m) => (e.message as string).includes(m))) return "database unavailable";
  }
  if (Array.isArray(e.errors)) {
    for (const inner of e.errors) {
      const reason = databaseUnavailableReason(inner, depth + 1);
      if (reason) return reason;
    }
  }
  return databaseUnavailableReason(e.cause, depth + 1);
}

/**
 * The Retry-After of the 503 for a reason databaseUnavailableReason gave: soon for a pool that was
 * busy for a moment, later for a database that is down or cut a statement short.
 */
export function retryAfterSeconds(reason: string): number {
  return reason === POOL_BUSY ? POOL_BUSY_RETRY_AFTER_SECONDS : DATABASE_RETRY_AFTER_SECONDS;
}

/** Whether an error is the database being unreachable, or too busy to answer in time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null;
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
