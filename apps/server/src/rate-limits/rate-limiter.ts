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
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Config } from "../config.ts";
import { clientIp } from "../lib/client-ip.ts";
import type { AppEnv } from "../lib/http.ts";
import { rateLimitCategory } from "./policy.ts";
import { type CounterSpec, countRequest, type Overfilled } from "./shared-counters.ts";

/** Refused counters remembered past this many get their ended windows swept out. */
const BLOCKED_SWEEP_SIZE = 10_000;

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
 * the app shares it; both counters of a request are counted in one atomic statement
 * (shared-counters.ts), so parallel requests can never slip past the limit together. Expired rows
 * are deleted by the prune-rate-limits job. Once a counter is over its limit this instance refuses
 * it without a query until its window ends. While the database is unreachable an in-memory limiter
 * per instance stands in.
 */
export function createRateLimits(pool: pg.Pool, scale: number): RateLimits {
  const scopes = [
    ["addr", "perAddress"],
    ["user", "perUser"],
  ] as const;
  // The stand-ins while the database is unreachable: one in-memory limiter per counter kind.
  const insurance = new Map(
    (Object.keys(RATE_LIMITS) as RateLimitCategory[]).flatMap((category) =>
      scopes.map(([scope, field]) => {
        const window: RateWindow = RATE_LIMITS[category][field];
        const points = scaledPoints(window, scale);
        return [
          `${category}:${scope}`,
          { points, window, memory: new RateLimiterMemory({ points, duration: window.seconds }) },
        ];
      }),
    ),
  );
  /** Counters known to be over their limit on this instance, until their window ends (epoch ms). */
  const blocked = new Map<string, number>();

  async function countInMemory(
    counters: (CounterSpec & { kind: string; id: string })[],
  ): Promise<Overfilled[]> {
    const outcomes = await Promise.allSettled(
      counters.map((c) => insurance.get(c.kind)?.memory.consume(c.id)),
    );
    return outcomes.flatMap((outcome, i) => {
      if (outcome.status === "fulfilled") return [];
      // A RateLimiterRes rejection is a refusal; anything else is a bug worth a 500.
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      return [{ key: (counters[i] as CounterSpec).key, until: Date.now() + outcome.reason.msBeforeNext }];
    });
  }

  return {
    async consume(category, { userId, address }) {
      const who = [["addr", address] as const, ...(userId ? [["user", userId] as const] : [])];
      const counters = who.map(([scope, id]) => {
        const kind = `${category}:${scope}`;
        const spec = insurance.get(kind);
        if (!spec) throw new Error(`no rate limit for ${category}`);
        return { kind, id, key: `${kind}:${id}`, points: spec.points, windowMs: spec.window.seconds * 1000 };
      });
      const now = Date.now();
      const known = counters.flatMap((c) => {
        const until = blocked.get(c.key);
        if (until !== undefined && until <= now) blocked.delete(c.key);
        return until !== undefined && until > now ? [{ key: c.key, until }] : [];
      });
      const over = known.length
        ? known
        : await countRequest(pool, counters).catch(() => countInMemory(counters));
      if (over.length === 0) return null;
      if (blocked.size > BLOCKED_SWEEP_SIZE)
        for (const [key, until] of blocked) if (until <= now) blocked.delete(key);
      for (const o of over) blocked.set(o.key, o.until);
      const waitMs = Math.max(...over.map((o) => o.until)) - now;
      return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
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
