import type { TenancyTermsInput, TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { eq } from "drizzle-orm";
import { dealProgression } from "../../db/schema.ts";
import { createGroup, insertProperty, ok, type Person, person } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

// What the tenancy tests start from: a confirmed deal of a leader and a member, terms that keep
// every rule of an assured tenancy, and the tenancy's own calls (the agreement's and its signing's
// among them).

/** The confirmed deal's home advertises this rent a month. */
export const ADVERTISED = 1900;

/** `t` is useTestApp()'s handle: read when a helper runs, so the kit can be made at load time. */
export function tenancyKit(t: TestApp) {
  /** A leader and one member whose viewing of a £1,900-a-month home was requested and confirmed. */
  async function confirmedDeal(
    prefix: string,
    stage: "deal_confirmed" | "viewing_confirmed" = "deal_confirmed",
  ) {
    const landlord = await person(t, `${prefix}-landlord`, "landlord");
    const leader = await person(t, `${prefix}-leader`);
    const member = await person(t, `${prefix}-member`);
    const { inviteCode } = await createGroup(t.db, leader.id, [member.id]);
    const property = await insertProperty(t.db, landlord.id, {
      monthlyRent: ADVERTISED,
      addressLine1: "7 Ladybarn Lane",
    });
    const { conversation_id: conversationId } = ok(
      await t.request<{ conversation_id: string }>(`/api/properties/${property.id}/inquiry`, {
        cookie: leader.cookie,
        body: {},
      }),
    ).body;
    ok(
      await t.request(`/api/conversations/${conversationId}/deal/request-viewing`, {
        cookie: leader.cookie,
        body: {},
      }),
    );
    await t.db
      .update(dealProgression)
      .set({ currentStage: stage })
      .where(eq(dealProgression.conversationId, conversationId));
    return { landlord, leader, member, property, conversationId, inviteCode };
  }

  const inDays = (days: number) => ukIsoDate(new Date(t.deps.clock.now().getTime() + days * DAY_MS));

  const terms = (overrides: Partial<TenancyTermsInput> = {}): TenancyTermsInput => ({
    let_kind: "assured",
    tenancy_type: "joint",
    start_date: inDays(60),
    end_date: null,
    rent_period: "monthly",
    rents: [ADVERTISED],
    deposit: 2000,
    holding_deposit: 400,
    rent_in_advance: ADVERTISED,
    bills_included: false,
    deposit_scheme: "dps",
    permitted_occupiers: [],
    ...overrides,
  });

  const start = <T = TenancyView>(who: Person, conversationId: string, body = terms()) =>
    t.request<T>(`/api/conversations/${conversationId}/tenancy`, { cookie: who.cookie, body });

  const read = (who: Person, id: string) =>
    t.request<TenancyView>(`/api/tenancies/${id}`, { cookie: who.cookie });

  /** The browser every test signature comes from. */
  const BROWSER =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

  async function upload(who: Person, tenancyId: string, bytes: Uint8Array, tenantId?: string) {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], "Our agreement.pdf", { type: "application/pdf" }));
    if (tenantId) form.set("tenant_id", tenantId);
    return t.request<TenancyView>(`/api/tenancies/${tenancyId}/agreements`, {
      method: "PUT",
      cookie: who.cookie,
      body: form,
    });
  }

  /** Sends to sign, confirming the written statement is in the agreement unless told otherwise. */
  const send = <T = TenancyView>(who: Person, tenancyId: string, written_statement_included = true) =>
    t.request<T>(`/api/tenancies/${tenancyId}/send`, {
      cookie: who.cookie,
      body: { written_statement_included },
    });

  /** Signs as `who`, vouching for the documents as they are now unless `documents` says otherwise. */
  async function sign(
    who: Person,
    tenancyId: string,
    options: { name?: string; documents?: { agreement_id: string; sha256: string }[] } = {},
  ) {
    const view = ok(await read(who, tenancyId)).body;
    const documents =
      options.documents ??
      view.agreements.map((a) => ({ agreement_id: a.id, sha256: a.document_sha256 ?? "" }));
    return t.request<TenancyView>(`/api/tenancies/${tenancyId}/sign`, {
      cookie: who.cookie,
      headers: { "user-agent": BROWSER },
      body: { signed_name: options.name ?? who.name, statement_accepted: true, documents },
    });
  }

  async function downloaded(who: Person, url: string) {
    const res = await t.app.request(url, { headers: { cookie: who.cookie } });
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  }

  return { confirmedDeal, inDays, terms, start, read, upload, send, sign, downloaded };
}
