import type { RightToRentInput } from "@roost/shared/contracts/right-to-rent.ts";
import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, tenancies } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { ok, type Person, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";
import { tenancyKit } from "./tenancy-test-kit.ts";

// Decision 062: the landlord records each adult occupier's Right to Rent check (never the
// document); only they and that occupier see it; move-in waits for every check; a time-limited
// right's follow-up is reminded by email.

const t = useTestApp();
const { confirmedDeal, inDays, terms, start, read } = tenancyKit(t);

const passport = (who: { tenant_id?: string; occupier_name?: string }): RightToRentInput => ({
  ...who,
  document: "british_irish_passport",
  time_limited: false,
  checked_on: inDays(0),
  follow_up_on: null,
});

const record = (who: Person, tenancyId: string, body: RightToRentInput) =>
  t.request<TenancyView>(`/api/tenancies/${tenancyId}/right-to-rent`, {
    method: "PUT",
    cookie: who.cookie,
    body,
  });

const ready = (who: Person, tenancyId: string) =>
  t.request<TenancyView>(`/api/tenancies/${tenancyId}/ready`, { cookie: who.cookie, body: {} });

/** A tenancy whose terms name one permitted occupier, moved straight to "signed". */
async function signedTenancy(prefix: string) {
  const s = await confirmedDeal(prefix);
  const { id } = ok(
    await start(s.landlord, s.conversationId, terms({ permitted_occupiers: ["Cara Lodge"] })),
  ).body;
  await t.db.update(tenancies).set({ state: "signed" }).where(eq(tenancies.id, id));
  return { ...s, id };
}

describe("the Right to Rent record", () => {
  it("is kept by the landlord for each occupier, and each tenant sees their own entry only", async () => {
    const s = await signedTenancy("rtr-view");
    ok(await record(s.landlord, s.id, passport({ tenant_id: s.leader.id })));
    const shareCode: RightToRentInput = {
      tenant_id: s.member.id,
      document: "home_office_share_code",
      time_limited: true,
      checked_on: inDays(0),
      follow_up_on: inDays(200),
    };
    const landlordView = ok(await record(s.landlord, s.id, shareCode)).body;
    expect(landlordView.right_to_rent.map((e) => [e.occupier.name, e.check?.document ?? null])).toEqual([
      [s.leader.name, "british_irish_passport"],
      [s.member.name, "home_office_share_code"],
      ["Cara Lodge", null],
    ]);
    // What a check shows can reveal immigration status: each tenant reads their own and no one else's.
    const memberView = ok(await read(s.member, s.id)).body;
    expect(memberView.right_to_rent).toEqual([
      {
        occupier: { user_id: s.member.id, name: s.member.name },
        check: expect.objectContaining({ time_limited: true, follow_up_on: inDays(200) }),
      },
    ]);
    expect(ok(await read(s.leader, s.id)).body.right_to_rent.map((e) => e.occupier.user_id)).toEqual([
      s.leader.id,
    ]);
  });

  it("refuses a check of someone else, a check that contradicts itself, and anyone but the landlord", async () => {
    const s = await signedTenancy("rtr-rules");
    const refusal = async (who: Person, body: RightToRentInput) => {
      const res = await t.request<ApiErrorBody>(`/api/tenancies/${s.id}/right-to-rent`, {
        method: "PUT",
        cookie: who.cookie,
        body,
      });
      return [res.status, res.body.error.code, res.body.error.message];
    };
    expect(await refusal(s.landlord, passport({ occupier_name: "Someone Else" }))).toEqual([
      422,
      "tenancy_not_an_occupier",
      expect.any(String),
    ]);
    expect(
      await refusal(s.landlord, { ...passport({ tenant_id: s.leader.id }), time_limited: true }),
    ).toEqual([
      422,
      "right_to_rent_refused",
      "Check the Right to Rent record — A British or Irish passport shows an unlimited right to rent",
    ]);
    const noFollowUp = {
      ...passport({ tenant_id: s.leader.id }),
      document: "list_b" as const,
      time_limited: true,
    };
    expect((await refusal(s.landlord, noFollowUp))[2]).toContain("Enter when the follow-up check is due");
    expect(
      (await refusal(s.landlord, { ...passport({ tenant_id: s.leader.id }), checked_on: inDays(3) }))[2],
    ).toContain("Record a check once you have made it");
    expect((await refusal(s.leader, passport({ tenant_id: s.leader.id })))[0]).toBe(403);
    const outsider = await person(t, "rtr-outsider");
    expect((await record(outsider, s.id, passport({ tenant_id: s.leader.id }))).status).toBe(404);
  });

  it("must hold every occupier's check before the landlord marks the tenancy ready to move in", async () => {
    const s = await signedTenancy("rtr-ready");
    ok(await record(s.landlord, s.id, passport({ tenant_id: s.leader.id })));
    ok(await record(s.landlord, s.id, passport({ tenant_id: s.member.id })));
    const early = await t.request<ApiErrorBody>(`/api/tenancies/${s.id}/ready`, {
      cookie: s.landlord.cookie,
      body: {},
    });
    expect([early.status, early.body.error.code]).toEqual([409, "tenancy_right_to_rent_missing"]);
    ok(await record(s.landlord, s.id, passport({ occupier_name: "Cara Lodge" })));
    expect((await ready(s.leader, s.id)).status).toBe(403);
    const done = ok(await ready(s.landlord, s.id)).body;
    expect(done).toMatchObject({ state: "ready_to_move_in", next_step: "Ready to move in" });
    expect(ok(await read(s.member, s.id)).body.state).toBe("ready_to_move_in");
  });

  it("is not needed where the landlord marks a let the Act does not cover exempt, and says why", async () => {
    const s = await signedTenancy("rtr-exempt");
    const exempt = (who: Person, exemption: string | null) =>
      t.request<TenancyView>(`/api/tenancies/${s.id}/right-to-rent-exemption`, {
        method: "PUT",
        cookie: who.cookie,
        body: { exemption },
      });
    // An assured tenancy: every adult occupier is checked.
    const assured = await exempt(s.landlord, "student_accommodation");
    expect((assured.body as unknown as ApiErrorBody).error.code).toBe("right_to_rent_not_exemptable");
    // Purpose-built student accommodation under an approved code, nominated by a university.
    await t.db
      .update(tenancies)
      .set({ terms: sql`jsonb_set(terms, '{letKind}', '"student_code"')` })
      .where(eq(tenancies.id, s.id));
    expect((await exempt(s.member, "student_accommodation")).status).toBe(403);
    const marked = ok(await exempt(s.landlord, "student_accommodation")).body;
    expect(marked.right_to_rent_exempt).toMatchObject({ exemption: "student_accommodation" });
    // Every party sees the mark, and the landlord may take it off again.
    expect(ok(await read(s.member, s.id)).body.right_to_rent_exempt?.exemption).toBe("student_accommodation");
    expect(ok(await exempt(s.landlord, null)).body.right_to_rent_exempt).toBeNull();
    expect((await ready(s.landlord, s.id)).status).toBe(409);
    ok(await exempt(s.landlord, "student_accommodation"));
    expect(ok(await ready(s.landlord, s.id)).body.state).toBe("ready_to_move_in");
  });

  it("reminds the landlord of a follow-up check, once, and not for a date since corrected", async () => {
    const s = await signedTenancy("rtr-remind");
    const soon: RightToRentInput = {
      tenant_id: s.member.id,
      document: "list_b",
      time_limited: true,
      checked_on: inDays(0),
      follow_up_on: inDays(10),
    };
    ok(await record(s.landlord, s.id, soon));
    await runDueJobs(t.deps);
    await runDueJobs(t.deps);
    const reminders = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "right_to_rent_reminder")));
    const mine = reminders.filter((m) => m.to.includes(s.landlord.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain(`${s.member.name}'s right to rent is time-limited`);
    // Corrected to a later date: the new reminder waits for its own time.
    ok(await record(s.landlord, s.id, { ...soon, follow_up_on: inDays(300) }));
    await runDueJobs(t.deps);
    const after = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "right_to_rent_reminder"));
    expect(after.filter((m) => m.to.includes(s.landlord.email))).toHaveLength(1);
  });
});
