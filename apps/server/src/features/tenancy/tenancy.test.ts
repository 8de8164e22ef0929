import type { DealView } from "@roost/shared/contracts/deals.ts";
import type { TenancyDraft, TenancyTermsInput, TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages, notifications, properties } from "../../db/schema.ts";
import { ok, type Person, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";
import { ADVERTISED, tenancyKit } from "./tenancy-test-kit.ts";

// Decision 062: a confirmed deal's landlord drafts the tenancy terms; the deal's applicants read
// them (each tenant their own part), and the rules of the kind of let are enforced on the server.

const t = useTestApp();
const { confirmedDeal, inDays, terms, start, read } = tenancyKit(t);

describe("starting a tenancy", () => {
  it("the landlord's form starts from the advert: the deal's tenants in order, the rent, the deposit within its cap", async () => {
    const s = await confirmedDeal("draft");
    const draft = ok(
      await t.request<TenancyDraft>(`/api/conversations/${s.conversationId}/tenancy-draft`, {
        cookie: s.landlord.cookie,
      }),
    ).body;
    expect(draft.tenants.map((tenant) => tenant.name)).toEqual([s.leader.name, s.member.name]);
    expect(draft.advertised_cap).toBe(ADVERTISED);
    // The listing's deposit is its five-week cap; the draft keeps every rule.
    expect(draft.suggested).toMatchObject({
      let_kind: "assured",
      tenancy_type: "joint",
      rents: [ADVERTISED],
      deposit: 2192,
    });
    const refused = await t.request<ApiErrorBody>(`/api/conversations/${s.conversationId}/tenancy-draft`, {
      cookie: s.leader.cookie,
    });
    expect(refused.status).toBe(403);
    // Once the scheme is chosen, the suggested terms are accepted as they are.
    ok(await start(s.landlord, s.conversationId, { ...draft.suggested, deposit_scheme: "tds" }));
  });

  it("the landlord drafts the terms; each tenant sees the terms and their own part, read-only but for the leader", async () => {
    const s = await confirmedDeal("start");
    const landlordView = ok(await start(s.landlord, s.conversationId)).body;
    expect(landlordView).toMatchObject({
      state: "terms_drafted",
      your_role: "landlord",
      moves: [
        "edit_terms",
        "upload_agreement",
        "send_for_signature",
        "record_right_to_rent",
        "record_payment",
        "confirm_payment",
        "record_protection",
        "record_holding_outcome",
        "withdraw",
      ],
      tenant_count: 2,
      advertised_cap: ADVERTISED,
      property: { address: expect.stringContaining("7 Ladybarn Lane") },
    });
    // £1,900 split in whole pounds, the leftover to the leader; the deposit in proportion.
    expect(landlordView.shares.map((share) => [share.name, share.rent, share.deposit])).toEqual([
      [s.leader.name, 950, 1000],
      [s.member.name, 950, 1000],
    ]);

    const leaderView = ok(await read(s.leader, landlordView.id)).body;
    expect(leaderView).toMatchObject({
      your_role: "leader",
      moves: ["name_guarantor", "record_payment", "withdraw"],
      terms: { rents: [ADVERTISED] },
    });
    expect(leaderView.shares.map((share) => share.user_id)).toEqual([s.leader.id]);
    const memberView = ok(await read(s.member, landlordView.id)).body;
    expect(memberView).toMatchObject({ your_role: "tenant", moves: ["name_guarantor", "record_payment"] });
    expect(memberView.shares.map((share) => share.user_id)).toEqual([s.member.id]);
  });

  it("is told to every other party: a line in the deal's chat and a notification that opens the tenancy", async () => {
    const s = await confirmedDeal("told");
    const view = ok(await start(s.landlord, s.conversationId)).body;
    const [line] = await t.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.conversationId, s.conversationId), eq(messages.messageType, "system")))
      .orderBy(messages.createdAt)
      .then((rows) => rows.slice(-1));
    expect(line?.content).toBe(`${s.landlord.name} drafted the tenancy terms`);
    for (const tenant of [s.leader, s.member]) {
      const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, tenant.id));
      expect(note).toMatchObject({ type: "negotiation", title: "Tenancy terms drafted" });
      expect(note?.data.tenancy_id).toBe(view.id);
    }
    const landlordNotes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.landlord.id));
    expect(landlordNotes.filter((n) => n.title === "Tenancy terms drafted")).toHaveLength(0);
  });

  it("the deal card shows its step to the tenancy's parties, not to a member who joined the group later", async () => {
    const s = await confirmedDeal("card");
    const { id } = ok(await start(s.landlord, s.conversationId)).body;
    const card = async (who: Person) =>
      ok(await t.request<DealView>(`/api/conversations/${s.conversationId}/deal`, { cookie: who.cookie }))
        .body.tenancy;
    for (const party of [s.landlord, s.leader, s.member])
      expect(await card(party)).toEqual({
        id,
        state: "terms_drafted",
        next_step: "Tenancy terms drafted: the landlord sends the agreement to sign",
      });
    const latecomer = await person(t, "card-latecomer");
    ok(
      await t.request("/api/groups/join", { cookie: latecomer.cookie, body: { invite_code: s.inviteCode } }),
    );
    expect(await card(latecomer)).toBeNull();
    expect((await read(latecomer, id)).status).toBe(404);
    // They are told it is under way without them, rather than that the landlord has yet to start it.
    const latecomerCard = ok(
      await t.request<DealView>(`/api/conversations/${s.conversationId}/deal`, { cookie: latecomer.cookie }),
    ).body;
    expect(latecomerCard.tenancy_without_you).toBe(true);
    expect(
      ok(
        await t.request<DealView>(`/api/conversations/${s.conversationId}/deal`, { cookie: s.member.cookie }),
      ).body.tenancy_without_you,
    ).toBe(false);
  });

  it("is refused to anyone but the landlord, before the applicant is confirmed, and twice", async () => {
    const s = await confirmedDeal("refuse");
    expect((await start<ApiErrorBody>(s.leader, s.conversationId)).body.error.code).toBe(
      "tenancy_not_landlord",
    );
    expect((await start(s.leader, s.conversationId)).status).toBe(403);
    const stranger = await person(t, "refuse-stranger", "landlord");
    expect((await start(stranger, s.conversationId)).status).toBe(404);

    const early = await confirmedDeal("early", "viewing_confirmed");
    const tooSoon = await start<ApiErrorBody>(early.landlord, early.conversationId);
    expect([tooSoon.status, tooSoon.body.error.code]).toEqual([409, "tenancy_needs_confirmed_deal"]);

    ok(await start(s.landlord, s.conversationId));
    const again = await start<ApiErrorBody>(s.landlord, s.conversationId);
    expect([again.status, again.body.error.code]).toEqual([409, "tenancy_exists"]);
  });

  it("two drafts sent at once make one tenancy", async () => {
    const s = await confirmedDeal("race");
    const answers = await Promise.all([
      start(s.landlord, s.conversationId),
      start(s.landlord, s.conversationId),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe("the terms' rules, refused with the field and a clear message", () => {
  const RULES: [string, Partial<TenancyTermsInput>, string, string][] = [
    [
      "holding deposit over a week's rent",
      { holding_deposit: 439 },
      "holdingDeposit",
      "at most one week's rent: £438",
    ],
    ["deposit over five weeks' rent", { deposit: 2193 }, "deposit", "at most 5 weeks' rent: £2,192"],
    [
      "rent in advance over a month",
      { rent_in_advance: 1901 },
      "rentInAdvance",
      "at most one month's rent: £1,900",
    ],
    ["rent above the advert", { rents: [1950] }, "rents", "more than the advertised £1,900 a month"],
    ["an end date", { end_date: "2030-06-30" }, "endDate", "An assured tenancy has no end date"],
    [
      "a quarterly rent",
      { rent_period: "quarterly", rents: [5700] },
      "rentPeriod",
      "can't be longer than a month",
    ],
    ["no deposit scheme", { deposit_scheme: null }, "depositScheme", "Choose the scheme"],
  ];
  it.each(RULES)("%s", async (_name, overrides, field, words) => {
    const s = await confirmedDeal(`rule-${field}`);
    const refused = await start<ApiErrorBody>(s.landlord, s.conversationId, terms(overrides));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "tenancy_terms_refused", field });
    expect(refused.body.error.message).toContain(words);
  });

  it("holds the rent the listing advertised when the viewing was requested, not what it says later", async () => {
    const s = await confirmedDeal("snapshot");
    await t.db.update(properties).set({ monthlyRent: 2400 }).where(eq(properties.id, s.property.id));
    const refused = await start<ApiErrorBody>(s.landlord, s.conversationId, terms({ rents: [2400] }));
    expect(refused.body.error.field).toBe("rents");
    ok(await start(s.landlord, s.conversationId));
  });

  it("lets a lodger's let have an end date, but keeps the deposit caps", async () => {
    const s = await confirmedDeal("lodger");
    const lodger = terms({ let_kind: "lodger", end_date: inDays(400), deposit_scheme: null });
    expect(
      (await start<ApiErrorBody>(s.landlord, s.conversationId, { ...lodger, deposit: 2193 })).body.error
        .field,
    ).toBe("deposit");
    ok(await start(s.landlord, s.conversationId, lodger));
  });

  it("refuses malformed input before any rule", async () => {
    const s = await confirmedDeal("malformed");
    const bad = await start<ApiErrorBody>(s.landlord, s.conversationId, {
      ...terms(),
      deposit: 12.5,
    } as TenancyTermsInput);
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_failed"]);
  });
});

describe("changing and withdrawing", () => {
  it("the landlord changes the terms (a new version, told to all); tenants cannot", async () => {
    const s = await confirmedDeal("edit");
    const { id } = ok(await start(s.landlord, s.conversationId)).body;
    const edited = ok(
      await t.request<TenancyView>(`/api/tenancies/${id}/terms`, {
        method: "PUT",
        cookie: s.landlord.cookie,
        body: terms({ rents: [1800], deposit: 2000, rent_in_advance: 1800 }),
      }),
    ).body;
    expect(edited).toMatchObject({ terms_version: 2, state: "terms_drafted", terms: { rents: [1800] } });
    expect(ok(await read(s.member, id)).body.shares[0]?.rent).toBe(900);
    const refused = await t.request<ApiErrorBody>(`/api/tenancies/${id}/terms`, {
      method: "PUT",
      cookie: s.leader.cookie,
      body: terms(),
    });
    expect([refused.status, refused.body.error.code]).toEqual([403, "tenancy_not_landlord"]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, s.member.id));
    expect(notes.map((n) => n.title)).toContain("Tenancy terms changed");
  });

  it("the leader withdraws it; a member cannot; nothing moves after", async () => {
    const s = await confirmedDeal("withdraw");
    const { id } = ok(await start(s.landlord, s.conversationId)).body;
    const byMember = await t.request<ApiErrorBody>(`/api/tenancies/${id}/withdraw`, {
      cookie: s.member.cookie,
      body: {},
    });
    expect([byMember.status, byMember.body.error.code]).toEqual([403, "tenancy_not_leader"]);
    const withdrawn = ok(
      await t.request<TenancyView>(`/api/tenancies/${id}/withdraw`, { cookie: s.leader.cookie, body: {} }),
    );
    expect(withdrawn.body).toMatchObject({ state: "withdrawn", moves: [] });
    const late = await t.request<ApiErrorBody>(`/api/tenancies/${id}/terms`, {
      method: "PUT",
      cookie: s.landlord.cookie,
      body: terms(),
    });
    expect([late.status, late.body.error.code]).toEqual([409, "tenancy_wrong_state"]);
  });

  it("is not found for anyone who is not a party", async () => {
    const s = await confirmedDeal("hidden");
    const { id } = ok(await start(s.landlord, s.conversationId)).body;
    const outsider = await person(t, "hidden-outsider");
    expect((await read(outsider, id)).status).toBe(404);
    expect(
      (await t.request(`/api/tenancies/${id}/withdraw`, { cookie: outsider.cookie, body: {} })).status,
    ).toBe(404);
    expect((await t.request(`/api/tenancies/${id}`)).status).toBe(401);
  });
});
