import { UNSUBSCRIBE_TARGETS, type UnsubscribeTarget } from "@roost/shared/domain/notification-settings.ts";
import { readSignedToken, signToken } from "./signed-token.ts";

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
const PURPOSE = "unsubscribe";

export function signUnsubscribeToken(secret: string, claims: UnsubscribeClaims): string {
  return signToken(secret, PURPOSE, { u: claims.userId, t: claims.target, e: claims.expiresAt });
}

export type UnsubscribeVerdict =
  | { ok: true; claims: UnsubscribeClaims }
  | { ok: false; reason: "invalid" | "expired" };

/** Checks the signature first, then the expiry against the app's clock. */
export function verifyUnsubscribeToken(secret: string, token: string, now: Date): UnsubscribeVerdict {
  const parsed = readSignedToken(secret, PURPOSE, token);
  if (
    !parsed ||
    typeof parsed.u !== "string" ||
    typeof parsed.e !== "number" ||
    !TARGETS.includes(String(parsed.t))
  )
    return { ok: false, reason: "invalid" };
  if (parsed.e <= now.getTime()) return { ok: false, reason: "expired" };
  return {
    ok: true,
    claims: { userId: parsed.u, target: parsed.t as UnsubscribeTarget, expiresAt: parsed.e },
  };
}
