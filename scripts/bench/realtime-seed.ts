// The realtime bench's people, written with plain SQL: users with profiles, group conversations of
// `participants` each, and one signed-in session per user. Sessions are inserted and their cookies
// signed here (as better-auth signs them: token "." base64 HMAC-SHA256 with AUTH_SECRET) because
// signing thousands of users in through the API is slow and measures nothing the bench is about
// (docs/benchmarks.md).
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import pg from "pg";

export interface RealtimePeople {
  conversationIds: string[];
  /** Per user, in the same order as the cookies. */
  userIds: string[];
  /** Per user (conversation c, participant p at index c * participants + p): its Cookie header. */
  cookies: string[];
  participants: number;
}

/** The session cookie as the app names it: production (secure transport) prefixes it. */
const SESSION_COOKIE = "__Secure-roost.session_token";

export function sessionCookie(token: string, authSecret: string): string {
  const signature = createHmac("sha256", authSecret).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

export async function seedRealtimePeople(
  url: string,
  options: { conversations: number; participants: number; authSecret: string },
): Promise<RealtimePeople> {
  const { conversations, participants, authSecret } = options;
  const users = conversations * participants;
  const userIds = Array.from({ length: users }, () => randomUUID());
  const emails = userIds.map((_, i) => `bench-${i}@bench.roost.test`);
  const tokens = userIds.map(() => randomBytes(24).toString("base64url"));
  const groupIds = Array.from({ length: conversations }, () => randomUUID());
  const conversationIds = Array.from({ length: conversations }, () => randomUUID());
  const groupOf = (i: number) => Math.floor(i / participants);
  const roles = userIds.map((_, i) => (i % participants === 0 ? "admin" : "member"));

  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("begin");
    await admin.query(
      `insert into "user" (id, name, email, email_verified)
       select id, 'Bench User ' || ord, email, true
       from unnest($1::text[], $2::text[]) with ordinality as t(id, email, ord)`,
      [userIds, emails],
    );
    await admin.query(
      `insert into profiles (user_id, display_name, email, user_type)
       select id, 'Bench User ' || ord, email, 'student'
       from unnest($1::text[], $2::text[]) with ordinality as t(id, email, ord)`,
      [userIds, emails],
    );
    await admin.query(
      `insert into session (id, token, user_id, expires_at)
       select gen_random_uuid()::text, token, user_id, now() + interval '1 day'
       from unnest($1::text[], $2::text[]) as t(token, user_id)`,
      [tokens, userIds],
    );
    await admin.query(
      `insert into groups (id, name, max_members, created_by, invite_code)
       select id, 'Bench group ' || ord, $3, created_by, 'B' || lpad(ord::text, 7, '0')
       from unnest($1::uuid[], $2::text[]) with ordinality as t(id, created_by, ord)`,
      [groupIds, groupIds.map((_, c) => userIds[c * participants]), participants],
    );
    await admin.query(
      `insert into group_members (group_id, user_id, role)
       select * from unnest($1::uuid[], $2::text[], $3::group_role[])`,
      [userIds.map((_, i) => groupIds[groupOf(i)]), userIds, roles],
    );
    await admin.query(
      `insert into conversations (id, type, group_id)
       select id, 'group', group_id from unnest($1::uuid[], $2::uuid[]) as t(id, group_id)`,
      [conversationIds, groupIds],
    );
    await admin.query(
      `insert into conversation_participants (conversation_id, user_id, role)
       select * from unnest($1::uuid[], $2::text[], $3::text[])`,
      [userIds.map((_, i) => conversationIds[groupOf(i)]), userIds, roles],
    );
    await admin.query("commit");
    await admin.query("analyze");
  } finally {
    await admin.end();
  }
  return {
    conversationIds,
    userIds,
    cookies: tokens.map((t) => sessionCookie(t, authSecret)),
    participants,
  };
}
