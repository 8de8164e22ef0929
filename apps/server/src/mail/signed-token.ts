import { createHmac, timingSafeEqual } from "node:crypto";

// Links that act without a sign-in (decisions 032 and 041: one-click unsubscribe, confirming a
// contact address) carry their own authority: a JSON body signed with the auth secret
// (HMAC-SHA256), keyed by the link's purpose so a token made for one purpose never passes for
// another. Format: base64url(json).base64url(mac).

const mac = (secret: string, purpose: string, body: string) =>
  createHmac("sha256", `${purpose}:${secret}`).update(body).digest();

export function signToken(secret: string, purpose: string, claims: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${body}.${mac(secret, purpose, body).toString("base64url")}`;
}

/** The signed claims (checked in constant time), or null for anything altered or malformed. */
export function readSignedToken(
  secret: string,
  purpose: string,
  token: string,
): Record<string, unknown> | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = mac(secret, purpose, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
