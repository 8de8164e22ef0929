import { createHmac, timingSafeEqual } from "node:crypto";
import type { UserType } from "@roost/shared/domain/user-types.ts";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Db } from "../db/client.ts";
import { profiles, session, user } from "../db/schema.ts";
import type { SessionUser } from "../lib/http.ts";
import type { Auth } from "./auth.ts";

export interface SignedIn {
  user: SessionUser;
  session: { id: string; expiresAt: Date };
  /** null until onboarding is complete (decision 002). */
  userType: UserType | null;
}

/**
 * Who is behind a request, in one query: the session named by better-auth's signed cookie, its
 * user and the profile's user_type and suspended_at, so the onboarding gate and suspension cost
 * nothing extra. A suspended account reads as signed out everywhere (API and WebSocket).
 *
 * better-auth's own lookup also extends a session older than `updateAge` and deletes an expired
 * one; that upkeep (about once a day per session) is still done by calling it, only then.
 */
export function createSessionLookup(auth: Auth, db: Db) {
  const query = sessionQuery(db);
  return async function lookUpSession(c: Context): Promise<SignedIn | null> {
    // No cookie, no session: skip the lookup (visitors are most of the search traffic).
    if (!c.req.header("cookie")) return null;
    const ctx = await auth.$context;
    const token = verifiedToken(getCookie(c, ctx.authCookies.sessionToken.name), ctx.secret);
    if (!token) return null;
    const [row] = await query.execute({ token });
    if (!row) return null;

    let expiresAt = row.expiresAt;
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const now = Date.now();
    if (expiresAt.getTime() <= now || expiresAt.getTime() - (expiresIn - updateAge) * 1000 <= now) {
      const upkept = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!upkept) return null;
      expiresAt = new Date(upkept.session.expiresAt);
    }
    if (row.suspendedAt) return null;
    return {
      user: { id: row.id, email: row.email, name: row.name },
      session: { id: row.sessionId, expiresAt },
      userType: row.userType,
    };
  };
}

/**
 * The session's token from better-auth's signed cookie ("token.signature", an HMAC-SHA256 of the
 * token in base64), or null when the signature does not hold. Node's HMAC, synchronous: the
 * WebCrypto route imports the key and verifies as two promises on every request.
 */
function verifiedToken(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf(".");
  if (dot < 1) return null;
  const token = cookie.slice(0, dot);
  const given = Buffer.from(cookie.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The lookup as a statement prepared once per connection: it runs on every signed-in request. */
function sessionQuery(db: Db) {
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      name: user.name,
      userType: profiles.userType,
      suspendedAt: profiles.suspendedAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.userId, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_lookup");
}
