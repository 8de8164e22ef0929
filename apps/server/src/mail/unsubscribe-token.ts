import { createHmac, timingSafeEqual } from "node:crypto";
import { UNSUBSCRIBE_TARGETS, type UnsubscribeTarget } from "@roost/shared/domain/notification-settings.ts";

// The one-click unsubscribe of every notification email (RFC 8058, decision 032): the link must
// work without signing in, so the token itself names who and what, and is signed with the auth
// secret (HMAC-SHA256) so nobody can make one for somebody else. It expires, so an old forwarded
// mail cannot switch someone's emails off for ever. Format: base64url(json).base64url(mac).

export interface UnsubscribeClaims {
  userId: string;
  target: UnsubscribeTarget;
  /** Expiry, in milliseconds since the epoch. */
  expiresAt: number;
}

const TARGETS: readonly string[] = UNSUBSCRIBE_TARGETS;

const mac = (secret: string, body: string) =>
  createHmac("sha256", `unsubscribe:${secret}`).update(body).digest();

export function signUnsubscribeToken(secret: string, claims: UnsubscribeClaims): string {
  const body = Buffer.from(
    JSON.stringify({ u: claims.userId, t: claims.target, e: claims.expiresAt }),
  ).toString("base64url");
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

export type UnsubscribeVerdict =
  | { ok: true; claims: UnsubscribeClaims }
  | { ok: false; reason: "invalid" | "expired" };

/** Checks the signature first (in constant time), then the expiry against the app's clock. */
export function verifyUnsubscribeToken(secret: string, token: string, now: Date): UnsubscribeVerdict {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = mac(secret, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  let parsed: { u?: unknown; t?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof parsed.u !== "string" || typeof parsed.e !== "number" || !TARGETS.includes(String(parsed.t)))
    return { ok: false, reason: "invalid" };
  if (parsed.e <= now.getTime()) return { ok: false, reason: "expired" };
  return {
    ok: true,
    claims: { userId: parsed.u, target: parsed.t as UnsubscribeTarget, expiresAt: parsed.e },
  };
}
