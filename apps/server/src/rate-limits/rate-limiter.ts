import { isIP } from "node:net";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import {
  RATE_LIMITS,
  type RateLimitCategory,
  type RateWindow,
  scaledPoints,
} from "@roost/shared/domain/rate-limits.ts";
import type { MiddlewareHandler } from "hono";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Config } from "../config.ts";
import { clientIp } from "../lib/client-ip.ts";
import type { AppEnv } from "../lib/http.ts";
import { rateLimitCategory } from "./policy.ts";

/** The table of migration 0005, in the exact shape RateLimiterPostgres expects. */
export const RATE_LIMIT_TABLE = "rate_limits";

const RATE_LIMITED_MESSAGE = `${ERROR_TEXTS.rate_limited.title}. ${ERROR_TEXTS.rate_limited.description}`;

export interface Refusal {
  /** Whole seconds until the window that refused the request ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimits {
  /** Counts one request; a Refusal when the user's or the address's window is already full. */
  consume(
    category: RateLimitCategory,
    who: { userId: string | null; address: string },
  ): Promise<Refusal | null>;
}

/**
 * One counter per (category, user) and (category, address) in PostgreSQL, so every instance of
 * the app shares it. Each consume is one atomic upsert, so parallel requests can never slip past
 * the limit together. Expired rows are deleted by the prune-rate-limits job, not by a timer in
 * every limiter. While the database is unreachable an in-memory limiter per instance stands in.
 */
export function createRateLimits(pool: pg.Pool, scale: number): RateLimits {
  const limiter = (category: RateLimitCategory, scope: "user" | "addr", window: RateWindow) => {
    const points = scaledPoints(window, scale);
    return new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: `${category}:${scope}`,
      points,
      duration: window.seconds,
      // Once a key is over its limit this instance refuses it without a query until the window ends.
      inMemoryBlockOnConsumed: points + 1,
      insuranceLimiter: new RateLimiterMemory({ points, duration: window.seconds }),
    });
  };
  const limiters = new Map(
    (Object.keys(RATE_LIMITS) as RateLimitCategory[]).map((category) => [
      category,
      {
        user: limiter(category, "user", RATE_LIMITS[category].perUser),
        address: limiter(category, "addr", RATE_LIMITS[category].perAddress),
      },
    ]),
  );

  return {
    async consume(category, { userId, address }) {
      const pair = limiters.get(category);
      if (!pair) throw new Error(`no rate limit for ${category}`);
      const outcomes = await Promise.allSettled([
        pair.address.consume(address),
        ...(userId ? [pair.user.consume(userId)] : []),
      ]);
      let waitMs = -1;
      for (const outcome of outcomes) {
        if (outcome.status === "fulfilled") continue;
        // A RateLimiterRes rejection is a refusal; anything else is a bug worth a 500.
        if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
        waitMs = Math.max(waitMs, outcome.reason.msBeforeNext);
      }
      return waitMs < 0 ? null : { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}

/**
 * Applies the policy (policy.ts) to every API write: 429 with Retry-After and the error contract
 * when the user's or the address's window is full. Runs after the session middleware so a
 * signed-in caller is counted as themselves; visitors are counted by address only.
 */
export function rateLimitMiddleware(limits: RateLimits, config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const category = rateLimitCategory(c.req.method, c.req.path);
    if (!category) return next();
    // The account, onboarded or not: onboarding itself is limited too.
    const account = c.get("account");
    // No address at all happens only without a socket (in-process requests); they share one key.
    const address = addressKey(clientIp(c, config) ?? "unknown");
    const refusal = await limits.consume(category, { userId: account?.id ?? null, address });
    if (!refusal) return next();
    c.header("Retry-After", String(refusal.retryAfterSeconds));
    return c.json({ error: { code: "rate_limited", message: RATE_LIMITED_MESSAGE } }, 429);
  };
}

/**
 * The counter key of an address. One IPv6 subscriber gets a whole /64 and can rotate through it at
 * will, so IPv6 addresses count by their /64 prefix; IPv4 addresses count one by one.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) fills two groups.
  const groups = (parts: string[]) => parts.reduce((n, p) => n + (p.includes(".") ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array(8 - groups(left) - groups(right)).fill("0");
  const full = [...left, ...zeros, ...right];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
