import type { DataExport } from "@roost/shared/contracts/account.ts";
import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import type {
  OutcomeInput,
  PaymentInput,
  ProtectionInput,
  ReceiptInput,
} from "@roost/shared/contracts/tenancy-money.ts";
import { ACCOUNT_DELETE_CONFIRMATION, DELETED_USER_NAME } from "@roost/shared/domain/account.ts";
import { addDays } from "@roost/shared/domain/tenancy-money.ts";
import { ukIsoDate, ukLocalInputToIso } from "@roost/shared/domain/uk-time.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, mailOutbox } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { ok, type Person, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";
import { TENANCY_MONEY_REMINDER } from "./tenancy-money-reminder.ts";
import { tenancyKit } from "./tenancy-test-kit.ts";

// Decision 062: deposits recorded, not moved. Each tenant's payments are capped at their share of
// the terms' deposit; only the landlord confirms receipt, protection and a holding deposit's
// outcome; a tenant sees only their own payments; the deadlines run from receipt and are reminded.
// The terms split a £400 holding deposit and a £2,000 deposit: £200 and £1,000 each.

const t = useTestApp();
const { confirmedDeal, inDays, start, read, terms } = tenancyKit(t);

function pay(who: Person, tenancyId: string, body: Partial<PaymentInput> & { payer_id: string }) {
  const input: PaymentInput = {
    kind: "holding_deposit",
    amount: 200,
    paid_on: inDays(0),
    received_on: null,
    ...body,
  };
  return t.request<TenancyView & ApiErrorBody>(`/api/tenancies/${tenancyId}/payments`, {
    cookie: who.cookie,
    body: input,
  });
}

function put<T>(who: Person, tenancyId: string, paymentId: string, step: string, body: T) {
  return t.request<TenancyView & ApiErrorBody>(`/api/tenancies/${tenancyId}/payments/${paymentId}/${step}`, {
    method: "PUT",
    cookie: who.cookie,
    body,
  });
}

const receipt = (received_on: string, agreed_deadline_on: string | null = null): ReceiptInput => ({
  received_on,
  agreed_deadline_on,
});

const protection = (overrides: Partial<ProtectionInput> = {}): ProtectionInput => ({
  scheme: "dps",
  certificate_number: "DPS-123456",
  protected_on: inDays(0),
  information_given_on: inDays(0),
  ...overrides,
});

const refusal = (res: { status: number; body: ApiErrorBody }) => [
  res.status,
  res.body.error.code,
  res.body.error.field,
];

async function tenancy(prefix: string, overrides = {}) {
  const s = await confirmedDeal(prefix);
  const { id } = ok(await start(s.landlord, s.conversationId, terms(overrides))).body;
  return { ...s, id };
}

/** The latest payment in a view (each test reads the one it just recorded). */
const last = (view: TenancyView) => {
  const payment = view.payments.at(-1);
  if (!payment) throw new Error("no payment in the view");
  return payment;
};

describe("recording a payment", () => {
  it("lets a tenant record their own; the landlord sees every one, each tenant only theirs", async () => {
    const s = await tenancy("money-see");
    ok(await pay(s.leader, s.id, { payer_id: s.leader.id, paid_on: inDays(-1) }));
    ok(await pay(s.landlord, s.id, { payer_id: s.member.id, kind: "deposit", amount: 1000 }));
    const landlordView = ok(await read(s.landlord, s.id)).body;
    expect(landlordView.payments.map((p) => [p.payer.name, p.kind, p.amount])).toEqual([
      [s.leader.name, "holding_deposit", 200],
      [s.member.name, "deposit", 1000],
    ]);
    const leaderView = ok(await read(s.leader, s.id)).body;
    expect(leaderView.payments.map((p) => p.payer.user_id)).toEqual([s.leader.id]);
    expect(leaderView.payments[0]).toMatchObject({ received_on: null, can_delete: true, refund: null });
    expect(ok(await read(s.member, s.id)).body.payments.map((p) => p.kind)).toEqual(["deposit"]);
  });

  it("refuses anyone else's payment, a non-tenant payer, and a stranger", async () => {
    const s = await tenancy("money-who");
    expect(refusal(await pay(s.member, s.id, { payer_id: s.leader.id }))).toEqual([
      403,
      "payment_not_yours",
      undefined,
    ]);
    expect(refusal(await pay(s.landlord, s.id, { payer_id: s.landlord.id }))).toEqual([
      422,
      "payment_not_a_tenant",
      undefined,
    ]);
    // A tenant may not confirm their own payment received.
    expect(refusal(await pay(s.leader, s.id, { payer_id: s.leader.id, received_on: inDays(0) }))[0]).toBe(
      403,
    );
    const outsider = await person(t, "money-outsider");
    expect((await pay(outsider, s.id, { payer_id: outsider.id })).status).toBe(404);
  });

  it("caps each tenant's payments at their share, and refuses a deposit the terms do not have", async () => {
    const s = await tenancy("money-cap");
    const over = await pay(s.leader, s.id, { payer_id: s.leader.id, amount: 201 });
    expect(refusal(over)).toEqual([422, "payment_refused", "amount"]);
    expect(over.body.error.message).toBe(
      "Check the payment — At most £200: this tenant's share of the holding deposit",
    );
    ok(await pay(s.leader, s.id, { payer_id: s.leader.id, amount: 150 }));
    const together = await pay(s.landlord, s.id, { payer_id: s.leader.id, amount: 51 });
    expect(together.body.error.message).toContain(
      "£150 of this tenant's £200 share is already recorded: at most £50 more",
    );
    ok(await pay(s.landlord, s.id, { payer_id: s.leader.id, amount: 50 }));
    // The other tenant's share is their own: unaffected.
    ok(await pay(s.member, s.id, { payer_id: s.member.id, kind: "deposit", amount: 1000 }));
    expect((await pay(s.member, s.id, { payer_id: s.member.id, kind: "deposit", amount: 1 })).status).toBe(
      422,
    );
    const none = await tenancy("money-none", { holding_deposit: 0 });
    const refused = await pay(none.leader, none.id, { payer_id: none.leader.id, amount: 1 });
    expect(refused.body.error.message).toContain("The terms have no holding deposit for this tenant");
  });

  it("refuses a payment in the future, and one received before it was paid", async () => {
    const s = await tenancy("money-dates");
    const future = await pay(s.leader, s.id, { payer_id: s.leader.id, paid_on: inDays(1) });
    expect(refusal(future)).toEqual([422, "payment_refused", "paidOn"]);
    const early = await pay(s.landlord, s.id, {
      payer_id: s.leader.id,
      paid_on: inDays(-1),
      received_on: inDays(-2),
    });
    expect(refusal(early)).toEqual([422, "payment_refused", "receivedOn"]);
    expect(early.body.error.message).toContain("It can't be received before the day it was paid");
    const later = await pay(s.landlord, s.id, { payer_id: s.leader.id, received_on: inDays(1) });
    expect(refusal(later)).toEqual([422, "payment_refused", "receivedOn"]);
  });

  it("is deleted by whoever recorded it, until the landlord confirms it received", async () => {
    const s = await tenancy("money-delete");
    const view = ok(await pay(s.leader, s.id, { payer_id: s.leader.id })).body;
    const id = last(view).id;
    const del = (who: Person) =>
      t.request<TenancyView & ApiErrorBody>(`/api/tenancies/${s.id}/payments/${id}`, {
        method: "DELETE",
        cookie: who.cookie,
      });
    expect(refusal(await del(s.landlord))).toEqual([403, "payment_not_recorder", undefined]);
    expect((await del(s.member)).status).toBe(404);
    ok(await put(s.landlord, s.id, id, "received", receipt(inDays(0))));
    expect(refusal(await del(s.leader))).toEqual([409, "payment_already_received", undefined]);
    const second = last(
      ok(await pay(s.leader, s.id, { payer_id: s.leader.id, kind: "deposit", amount: 10 })).body,
    );
    expect(
      ok(
        await t.request<TenancyView>(`/api/tenancies/${s.id}/payments/${second.id}`, {
          method: "DELETE",
          cookie: s.leader.cookie,
        }),
      ).body.payments.map((p) => p.id),
    ).toEqual([id]);
  });
});

describe("receipt and its deadlines", () => {
  it("runs the deadline for agreement 15 days from receipt (day 1), or to a date agreed in writing", async () => {
    const s = await tenancy("money-received");
    const id = last(ok(await pay(s.leader, s.id, { payer_id: s.leader.id, paid_on: inDays(-3) })).body).id;
    expect((await put(s.leader, s.id, id, "received", receipt(inDays(-2)))).status).toBe(403);
    const view = ok(await put(s.landlord, s.id, id, "received", receipt(inDays(-2)))).body;
    expect(last(view)).toMatchObject({
      received_on: inDays(-2),
      agreement_deadline: inDays(12),
      // Not signed by then: the refund clock starts on the deadline, day 1 of 7.
      refund: { starts_on: inDays(12), due_on: inDays(18) },
      can_delete: false,
    });
    expect(last(ok(await read(s.leader, s.id)).body).agreement_deadline).toBe(inDays(12));
    const extended = ok(await put(s.landlord, s.id, id, "received", receipt(inDays(-2), inDays(20)))).body;
    expect(last(extended)).toMatchObject({
      agreement_deadline: inDays(20),
      refund: { starts_on: inDays(20) },
    });
    const before = await put(s.landlord, s.id, id, "received", receipt(inDays(-2), inDays(-3)));
    expect(refusal(before)).toEqual([422, "payment_refused", "agreedDeadlineOn"]);
    expect(refusal(await put(s.landlord, s.id, id, "received", receipt(inDays(-4))))).toEqual([
      422,
      "payment_refused",
      "receivedOn",
    ]);
  });

  it("starts the refund clock on the day the let is withdrawn, before the deadline", async () => {
    const s = await tenancy("money-withdrawn");
    const id = last(
      ok(await pay(s.landlord, s.id, { payer_id: s.member.id, received_on: inDays(0) })).body,
    ).id;
    ok(await t.request(`/api/tenancies/${s.id}/withdraw`, { cookie: s.landlord.cookie, body: {} }));
    const view = ok(await read(s.member, s.id)).body;
    expect(last(view).refund).toEqual({ starts_on: inDays(0), due_on: inDays(6) });
    // After withdrawal the landlord records the outcome; payments themselves are closed.
    expect(refusal(await pay(s.member, s.id, { payer_id: s.member.id, kind: "deposit" }))[1]).toBe(
      "tenancy_wrong_state",
    );
    const refunded: OutcomeInput = {
      outcome: "refunded",
      outcome_on: inDays(0),
      kept_reason: null,
      written_reasons_acknowledged: false,
    };
    expect((await put(s.member, s.id, id, "outcome", refunded)).status).toBe(403);
    const done = ok(await put(s.landlord, s.id, id, "outcome", refunded)).body;
    expect(last(done)).toMatchObject({
      outcome: { outcome: "refunded", outcome_on: inDays(0), kept_reason: null },
      refund: null,
    });
  });

  it("gives a deposit 30 days from receipt to be protected, recorded by the landlord and shown to its payer", async () => {
    const s = await tenancy("money-protect");
    const id = last(
      ok(
        await pay(s.leader, s.id, {
          payer_id: s.leader.id,
          kind: "deposit",
          amount: 1000,
          paid_on: inDays(-40),
        }),
      ).body,
    ).id;
    expect(refusal(await put(s.landlord, s.id, id, "protection", protection()))).toEqual([
      422,
      "payment_refused",
      "payment",
    ]);
    ok(await put(s.landlord, s.id, id, "received", receipt(inDays(-31))));
    const overdue = last(ok(await read(s.leader, s.id)).body);
    expect(overdue).toMatchObject({ protection_deadline: inDays(-2), protection: null });
    expect((await put(s.leader, s.id, id, "protection", protection())).status).toBe(403);
    const early = await put(s.landlord, s.id, id, "protection", protection({ protected_on: inDays(-32) }));
    expect(refusal(early)).toEqual([422, "payment_refused", "protectedOn"]);
    expect(
      refusal(await put(s.landlord, s.id, id, "protection", protection({ protected_on: inDays(1) })))[2],
    ).toBe("protectedOn");
    expect(
      refusal(
        await put(s.landlord, s.id, id, "protection", protection({ information_given_on: inDays(1) })),
      )[2],
    ).toBe("informationGivenOn");
    const long = await put(
      s.landlord,
      s.id,
      id,
      "protection",
      protection({ certificate_number: "X".repeat(51) }),
    );
    expect([long.status, long.body.error.field]).toEqual([400, "certificate_number"]);
    ok(await put(s.landlord, s.id, id, "protection", protection({ certificate_number: " DPS-9 " })));
    expect(last(ok(await read(s.leader, s.id)).body).protection).toEqual({
      scheme: "dps",
      certificate_number: "DPS-9",
      protected_on: inDays(0),
      information_given_on: inDays(0),
    });
    // A holding deposit is not protected.
    const holding = last(
      ok(await pay(s.landlord, s.id, { payer_id: s.member.id, received_on: inDays(0) })).body,
    ).id;
    expect((await put(s.landlord, s.id, holding, "protection", protection())).body.error.message).toContain(
      "Only a tenancy deposit is protected in a scheme",
    );
  });

  it("keeps a holding deposit only for a lawful reason, with the written reasons confirmed", async () => {
    const s = await tenancy("money-kept");
    const unreceived = last(ok(await pay(s.leader, s.id, { payer_id: s.leader.id, amount: 100 })).body).id;
    const kept: OutcomeInput = {
      outcome: "kept",
      outcome_on: inDays(0),
      kept_reason: "tenant_withdrew",
      written_reasons_acknowledged: true,
    };
    expect(refusal(await put(s.landlord, s.id, unreceived, "outcome", kept))).toEqual([
      422,
      "payment_refused",
      "payment",
    ]);
    const id = last(
      ok(await pay(s.landlord, s.id, { payer_id: s.leader.id, amount: 100, received_on: inDays(0) })).body,
    ).id;
    expect(refusal(await put(s.landlord, s.id, id, "outcome", { ...kept, kept_reason: null }))[2]).toBe(
      "keptReason",
    );
    expect(
      refusal(
        await put(s.landlord, s.id, id, "outcome", { ...kept, written_reasons_acknowledged: false }),
      )[2],
    ).toBe("writtenReasonsAcknowledged");
    expect(refusal(await put(s.landlord, s.id, id, "outcome", { ...kept, outcome: "refunded" }))[2]).toBe(
      "keptReason",
    );
    expect(refusal(await put(s.landlord, s.id, id, "outcome", { ...kept, outcome_on: inDays(1) }))[2]).toBe(
      "outcomeOn",
    );
    const done = ok(await put(s.landlord, s.id, id, "outcome", kept)).body;
    expect(done.payments.find((p) => p.id === id)?.outcome).toEqual({
      outcome: "kept",
      outcome_on: inDays(0),
      kept_reason: "tenant_withdrew",
    });
  });
});

describe("the person's own data", () => {
  it("is in their data export, and outlives their account with the placeholder as its payer", async () => {
    const s = await tenancy("money-erase");
    ok(await pay(s.member, s.id, { payer_id: s.member.id, kind: "deposit", amount: 1000 }));
    ok(await pay(s.landlord, s.id, { payer_id: s.leader.id, received_on: inDays(0) }));
    const exported = ok(await t.request<DataExport>("/api/me/export", { cookie: s.member.cookie })).body;
    expect(exported.tenancy_payments.map((p) => [p.payer_id, p.amount])).toEqual([[s.member.id, 1000]]);
    const landlordExport = ok(
      await t.request<DataExport>("/api/me/export", { cookie: s.landlord.cookie }),
    ).body;
    expect(landlordExport.tenancy_payments).toHaveLength(2);
    ok(
      await t.request("/api/me/delete", {
        cookie: s.member.cookie,
        body: { confirm: ACCOUNT_DELETE_CONFIRMATION },
      }),
    );
    const view = ok(await read(s.landlord, s.id)).body;
    expect(view.payments.map((p) => [p.payer.name, p.kind, p.amount])).toEqual([
      [DELETED_USER_NAME, "deposit", 1000],
      [s.leader.name, "holding_deposit", 200],
    ]);
    // The deletion called the let off: the leader's holding deposit is now to be refunded, and the
    // landlord is reminded from today.
    expect(view.state).toBe("withdrawn");
    const holding = view.payments.find((p) => p.kind === "holding_deposit");
    const reminders = await t.db.select().from(jobs).where(eq(jobs.name, TENANCY_MONEY_REMINDER));
    const today = ukIsoDate(t.clock.now());
    expect(
      reminders
        .filter((j) => j.payload.paymentId === holding?.id && j.payload.on === today)
        .map((j) => j.payload.reminder),
    ).toEqual(["refund_start"]);
  });
});

// These move the test clock on to noon, UK time, of a later day, so they come last: a reminder of
// today (due at 8 in the morning) has then come, and one of tomorrow has not.
describe("reminders", () => {
  function toNextNoon() {
    const now = t.clock.now();
    const noon = Date.parse(ukLocalInputToIso(`${addDays(ukIsoDate(now), 1)}T12:00`) ?? "");
    t.clock.advance?.(noon - now.getTime());
  }

  const emailsTo = async (who: Person, subject: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "tenancy_money_reminder"))).filter(
      (m) => m.to.includes(who.email) && m.subject.startsWith(subject),
    );

  it("reminds both sides of the deadline for agreement, the landlord of protection and of a refund", async () => {
    toNextNoon();
    const s = await tenancy("money-remind");
    // Received 12 days ago: the deadline is in 2 days, so today is the reminder's day.
    ok(
      await pay(s.landlord, s.id, { payer_id: s.leader.id, paid_on: inDays(-12), received_on: inDays(-12) }),
    );
    // Received 19 days ago: today is day 20 of the 30.
    ok(
      await pay(s.landlord, s.id, {
        payer_id: s.member.id,
        kind: "deposit",
        amount: 1000,
        paid_on: inDays(-19),
        received_on: inDays(-19),
      }),
    );
    // A protected deposit is never reminded.
    const protectedId = last(
      ok(
        await pay(s.landlord, s.id, {
          payer_id: s.leader.id,
          kind: "deposit",
          amount: 1000,
          paid_on: inDays(-19),
          received_on: inDays(-19),
        }),
      ).body,
    ).id;
    ok(await put(s.landlord, s.id, protectedId, "protection", protection()));
    // A withdrawn let starts a holding deposit's refund clock: the landlord is told that day.
    const w = await tenancy("money-remind-withdrawn");
    ok(await pay(w.landlord, w.id, { payer_id: w.member.id, received_on: inDays(0) }));
    ok(await t.request(`/api/tenancies/${w.id}/withdraw`, { cookie: w.leader.cookie, body: {} }));
    await runDueJobs(t.deps);
    await runDueJobs(t.deps);
    expect(await emailsTo(s.landlord, "Deadline for agreement")).toHaveLength(1);
    expect(await emailsTo(s.leader, "Deadline for agreement")).toHaveLength(1);
    expect(await emailsTo(s.member, "Deadline for agreement")).toHaveLength(0);
    const protect = await emailsTo(s.landlord, "Protect the deposit by");
    expect(protect).toHaveLength(1);
    expect(await emailsTo(s.member, "Protect the deposit")).toHaveLength(0);
    expect(await emailsTo(w.landlord, "Holding deposit refund due by")).toHaveLength(1);
    expect(await emailsTo(s.landlord, "Holding deposit refund due by")).toHaveLength(0);
  });

  it("sends nothing for a deadline no longer running", async () => {
    toNextNoon();
    const s = await tenancy("money-moot");
    const id = last(
      ok(
        await pay(s.landlord, s.id, {
          payer_id: s.leader.id,
          kind: "deposit",
          amount: 1000,
          paid_on: inDays(-19),
          received_on: inDays(-19),
        }),
      ).body,
    ).id;
    // Protected before the reminder ran: nothing is sent.
    ok(await put(s.landlord, s.id, id, "protection", protection({ protected_on: inDays(-1) })));
    await runDueJobs(t.deps);
    expect(await emailsTo(s.landlord, "Protect the deposit by")).toHaveLength(0);
  });
});
