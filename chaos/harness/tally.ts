// What a scenario reports: the counts of the table, and the convergence check between every
// client's view and the conversation as PostgreSQL stores it.
import type { ChaosClient, SendRecord } from "./client.ts";
import { sleep } from "./ports.ts";

/** One row of the conversation in the database, in seq order. */
export interface StoredMessage {
  id: string;
  content: string;
  seq: number;
}

export interface ScenarioResult {
  sent: number;
  acknowledged: number;
  delivered: number;
  lost: number;
  duplicated: number;
  /** From the end of the fault until every view equals the database; null: not within the bound. */
  convergeMs: number | null;
  /** The bound convergence had to meet. */
  boundMs: number;
  /** Failed checks besides the counts (an unclean 5xx, a gap in seq, an order that differs…). */
  problems: string[];
  /** Printed under the table without failing the run (e.g. duplicates expected by design). */
  notes: string[];
}

export const passed = (r: ScenarioResult) =>
  r.lost === 0 && r.duplicated === 0 && r.convergeMs !== null && r.problems.length === 0;

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Waits until no send is pending and every client shows exactly the stored history, in order.
 * `history` answers null while the database cannot be read (it is being restarted). Returns the
 * time since `since`, or null when `boundMs` passed first.
 */
export async function waitForConvergence(options: {
  clients: readonly ChaosClient[];
  history: () => Promise<StoredMessage[] | null>;
  since: number;
  boundMs: number;
}): Promise<number | null> {
  const { clients, history, since, boundMs } = options;
  const deadline = since + boundMs;
  for (;;) {
    const settled = clients.every((c) => c.sends.every((s) => s.outcome !== "pending"));
    if (settled) {
      const stored = await history();
      if (stored) {
        const ids = stored.map((m) => m.id);
        if (clients.every((c) => sameOrder(c.viewIds(), ids))) return Date.now() - since;
      }
    }
    if (Date.now() >= deadline) return null;
    await sleep(50);
  }
}

/**
 * The counts of one scenario, from every logical send, the stored history and each client's
 * final view. Lost: acknowledged but missing from the database or from any view. Duplicated: an
 * extra copy of a send (by id or by content, which is unique per send) in the database or a view.
 */
export function tally(
  clients: readonly ChaosClient[],
  stored: readonly StoredMessage[],
): Omit<ScenarioResult, "convergeMs" | "boundMs" | "notes"> {
  const sends: SendRecord[] = clients.flatMap((c) => c.sends);
  const storedIds = new Set(stored.map((m) => m.id));
  const views = clients.map((c) => ({
    label: c.label,
    ids: new Set(c.viewIds()),
    messages: c.viewMessages(),
  }));
  const problems: string[] = [];

  const everywhere = (id: string) => storedIds.has(id) && views.every((v) => v.ids.has(id));
  const acknowledged = sends.filter((s) => s.outcome === "acknowledged");
  const lost = acknowledged.filter((s) => !everywhere(s.id));
  for (const s of lost.slice(0, 5)) {
    const missing = [
      storedIds.has(s.id) ? null : "database",
      ...views.filter((v) => !v.ids.has(s.id)).map((v) => v.label),
    ];
    problems.push(`lost ${s.content} (${s.id}): missing from ${missing.filter(Boolean).join(", ")}`);
  }

  const contents = new Set(sends.map((s) => s.content));
  const extraCopies = (messages: readonly { id: string; content: string }[], where: string) => {
    let extra = 0;
    const ids = new Set<string>();
    const byContent = new Map<string, number>();
    for (const m of messages) {
      if (ids.has(m.id)) extra++;
      else if (contents.has(m.content) && byContent.has(m.content)) extra++;
      ids.add(m.id);
      if (contents.has(m.content)) byContent.set(m.content, (byContent.get(m.content) ?? 0) + 1);
    }
    if (extra > 0) problems.push(`${extra} duplicate(s) in ${where}`);
    return extra;
  };
  let duplicated = extraCopies(stored, "the database");
  for (const v of views) duplicated += extraCopies(v.messages, `${v.label}'s view`);

  // Seq is the conversation's order: 1..n with no hole, whatever failed on the way.
  const holes = stored.filter((m, i) => m.seq !== i + 1).length;
  if (holes > 0) problems.push(`seq has gaps: ${stored.map((m) => m.seq).join(",")}`);
  const storedOrder = stored.map((m) => m.id);
  for (const c of clients) {
    const ids = c.viewIds();
    if (
      ids.length === storedOrder.length &&
      new Set(ids).size === storedIds.size &&
      !sameOrder(ids, storedOrder)
    )
      problems.push(`${c.label} shows the messages in another order than the database`);
  }
  const refused = sends.filter((s) => s.outcome === "refused");
  if (refused.length > 0) problems.push(`${refused.length} send(s) refused with a 4xx`);

  return {
    sent: sends.length,
    acknowledged: acknowledged.length,
    delivered: sends.filter((s) => everywhere(s.id)).length,
    lost: lost.length,
    duplicated,
    problems,
  };
}

/**
 * Every failed send must have failed cleanly: no answer (the server was down), or one of the
 * allowed statuses with the error contract; a 503 also carries Retry-After (decision 009).
 */
export function uncleanFailures(clients: readonly ChaosClient[], allowed: readonly number[]): string[] {
  const problems: string[] = [];
  for (const c of clients) {
    for (const r of c.refusals) {
      if (!allowed.includes(r.status)) problems.push(`${c.label}: a send answered ${r.status} ${r.code}`);
      else if (!r.contract) problems.push(`${c.label}: a ${r.status} without the error contract`);
      else if (r.status === 503 && (r.code !== "service_unavailable" || r.retryAfter === null))
        problems.push(`${c.label}: a 503 ${r.code} without Retry-After`);
    }
  }
  return [...new Set(problems)];
}
