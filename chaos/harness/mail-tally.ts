// Counting for the mail scenarios, in the table's terms: an email is "sent" when the app owes it,
// "acknowledged" when the mail server answered 250 to it, "delivered" when at least one copy
// arrived. A second copy with the same Message-ID after a crash between the 250 and the app's
// record of it is the at-least-once window of decision 019: counted apart, as a note.
import type { ExpectedMail } from "./bookings.ts";
import type { ScenarioContext } from "./context.ts";
import type { ChaosSmtp } from "./smtp.ts";
import type { ScenarioResult } from "./tally.ts";

export async function tallyMail(
  ctx: ScenarioContext,
  smtp: ChaosSmtp,
  expected: readonly ExpectedMail[],
  options: { convergeMs: number | null; boundMs: number; windowDuplicates?: ReadonlySet<string> },
): Promise<ScenarioResult> {
  const copies = smtp.copiesById();
  const problems: string[] = [];
  const notes: string[] = [];
  let duplicated = 0;
  let windowCopies = 0;
  for (const mail of expected) {
    const extra = (copies.get(mail.messageId)?.length ?? 0) - 1;
    if (extra <= 0) continue;
    if (options.windowDuplicates?.has(mail.messageId)) windowCopies += extra;
    else duplicated += extra;
  }
  const unexpected = [...copies.keys()].filter((id) => !expected.some((m) => m.messageId === id));
  if (unexpected.length > 0) {
    const subjects = [...new Set(unexpected.map((id) => copies.get(id)?.[0]?.subject ?? "?"))];
    problems.push(
      `${unexpected.length} mail(s) with a Message-ID no booking owes (a changed id is a duplicate): ${subjects.join("; ")}`,
    );
  }
  const dead = await ctx.query<{ n: number }>(
    "select count(*)::int as n from jobs where dead_at is not null",
  );
  if ((dead[0]?.n ?? 0) > 0) problems.push(`${dead[0]?.n} job(s) dead`);
  if (windowCopies > 0)
    notes.push(
      `${windowCopies} copy(ies) resent after a crash between the 250 and the app's record, same Message-ID (at-least-once window)`,
    );
  notes.push(await duplicateWindow(ctx, smtp));
  const delivered = expected.filter((m) => copies.has(m.messageId)).length;
  return {
    sent: expected.length,
    acknowledged: expected.filter((m) => copies.has(m.messageId)).length,
    delivered,
    lost: expected.length - delivered,
    duplicated,
    convergeMs: options.convergeMs,
    boundMs: options.boundMs,
    problems,
    notes,
  };
}

/**
 * The at-least-once window as it happened: from the mail server's 250 to the database's time of
 * the 'sent' record (both this machine's wall clock).
 */
async function duplicateWindow(ctx: ScenarioContext, smtp: ChaosSmtp): Promise<string> {
  const rows = await ctx.query<{ message_id: string; sent_ms: string }>(
    "select message_id, (extract(epoch from sent_at) * 1000)::bigint::text as sent_ms from mail_deliveries where state = 'sent'",
  );
  const windows = rows.flatMap((row) => {
    const accepted = smtp.copiesById().get(row.message_id)?.at(-1)?.acceptedAt;
    return accepted === undefined ? [] : [Number(row.sent_ms) - accepted];
  });
  if (windows.length === 0) return "250-to-record window: no mail to measure";
  windows.sort((a, b) => a - b);
  const at = (q: number) => windows[Math.min(windows.length - 1, Math.floor(q * windows.length))] ?? 0;
  return `250-to-record window over ${windows.length} mails: median ${at(0.5)} ms, max ${windows.at(-1)} ms`;
}
