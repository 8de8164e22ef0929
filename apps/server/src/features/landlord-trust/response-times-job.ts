import { NO_REPLY_COUNTS_AS_DAYS, RESPONSE_TIME_WINDOW_DAYS } from "@roost/shared/domain/landlord-trust.ts";
import { sql } from "drizzle-orm";
import { landlordResponseTimes } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";

// Every landlord's median time to a first reply (decision 058), measured over the enquiries asked
// in the last RESPONSE_TIME_WINDOW_DAYS. An enquiry is asked by the student's first message; it is
// answered by the landlord's first message after it (deal steps' system messages do not count).
// An enquiry still unanswered after NO_REPLY_COUNTS_AS_DAYS counts as that long; one younger than
// that and unanswered is not counted yet, since its time is not known. A job computes it, so
// reading a chat or a property page costs one row's lookup.

export const LANDLORD_RESPONSE_TIMES = "landlord-response-times";

type Measured = {
  landlord_id: string;
  median_minutes: number | null;
  enquiries: number;
};

export async function landlordResponseTimesJob({ deps, now }: JobContext): Promise<void> {
  const noReplyMinutes = NO_REPLY_COUNTS_AS_DAYS * 24 * 60;
  await deps.database.db.transaction(async (tx) => {
    const measured = await tx.execute<Measured>(sql`
      with asked as (
        select c.id, p.user_id as landlord_id,
          (select min(m.created_at) from messages m
            where m.conversation_id = c.id and m.sender_id = c.tenant_id
              and not m.is_system_message) as asked_at
        from conversations c
        join properties p on p.id = c.property_id
        where c.type = 'landlord_tenant' and c.tenant_id <> p.user_id
          -- A first message is never later than the last: older chats cannot be in the window.
          and c.last_message_at > ${now}::timestamptz - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS})
      ), answered as (
        select a.landlord_id, a.asked_at,
          (select min(m.created_at) from messages m
            where m.conversation_id = a.id and m.sender_id = a.landlord_id
              and not m.is_system_message
              and m.created_at >= a.asked_at and m.created_at <= ${now}) as replied_at
        from asked a
        where a.asked_at > ${now}::timestamptz - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS})
          and a.asked_at <= ${now}
      ), counted as (
        select landlord_id,
          least(extract(epoch from (coalesce(replied_at, ${now}) - asked_at)) / 60, ${noReplyMinutes}) as minutes
        from answered
        where replied_at is not null
          or asked_at <= ${now}::timestamptz - make_interval(days => ${NO_REPLY_COUNTS_AS_DAYS})
      )
      select landlord_id,
        round(percentile_cont(0.5) within group (order by minutes))::int as median_minutes,
        count(*)::int as enquiries
      from counted
      group by landlord_id`);
    // Replaced whole: a landlord whose enquiries all left the window is new again.
    await tx.delete(landlordResponseTimes);
    if (measured.rows.length === 0) return;
    await tx.insert(landlordResponseTimes).values(
      measured.rows.map((row) => ({
        userId: row.landlord_id,
        medianMinutes: row.median_minutes,
        enquiries: row.enquiries,
        computedAt: now,
      })),
    );
  });
}
