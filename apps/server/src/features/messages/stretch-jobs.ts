import { type Placeholder, type SQL, sql } from "drizzle-orm";

// A new message's delayed jobs for its recipients (the email of decision 032, the push of decision
// 064), one per unread stretch: the job's unique key names the job, the conversation, the
// recipient and the recipient's last read of it, so every message of one unread stretch lands on
// the same job, and after it has run nothing more is queued until they read the conversation.

/** A participant's last read as the keys spell it (microseconds, UTC), of `cp`, a conversation_participants row. */
export const LAST_READ_KEY_SQL = sql.raw(
  `to_char(cp.last_read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
);

/**
 * The insert of one job per row of `recipients` (a relation with user_id and last_read_key, as
 * LAST_READ_KEY_SQL gives it) that `where` keeps, to run as a WITH query of the sending statement.
 * The payload is {conversationId, recipientId, key}.
 */
export function stretchJobsSql(
  name: string,
  job: { conversationId: Placeholder; recipients: SQL; runAt: Placeholder; where?: (userId: SQL) => SQL },
): SQL {
  const keyed = sql`
    select r.user_id, ${name}::text || ':' || ${job.conversationId}::text || ':' || r.user_id || ':' ||
      coalesce(r.last_read_key, 'never') as key
    from ${job.recipients} r`;
  return sql`
    insert into jobs (name, payload, run_at, unique_key)
    select ${name}, jsonb_build_object('conversationId', ${job.conversationId}::text,
        'recipientId', k.user_id, 'key', k.key),
      ${job.runAt}::timestamptz, k.key
    from (${keyed}) k
    where ${job.where ? job.where(sql`k.user_id`) : sql`true`}
    on conflict (unique_key) do nothing
    returning id`;
}
