import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../../db/schema.ts";
import { runDueJobs } from "../../../jobs/worker.ts";
import { COMPLETE_ADVERT_FACTS, insertProperty, type Person, person } from "../../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../../test/local-smtp.ts";
import { ADVERT_FACTS, advertFactsJob } from "./advert-facts-job.ts";

const { t, smtp } = await testAppWithSmtp();

/** The recurring run as the worker makes it, then every email job it enqueued. */
async function runCheck(listingsPerBatch?: number) {
  try {
    await advertFactsJob(
      { deps: t.deps, payload: {}, job: { id: 0, name: ADVERT_FACTS, attempt: 1 }, now: t.clock.now() },
      listingsPerBatch,
    );
  } finally {
    while ((await runDueJobs(t.deps)) > 0);
  }
}

const statusOf = async (id: string) =>
  (await t.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]?.status;

describe("live listings from before the advert rules", () => {
  it("asks their owner once, by one email naming them, then pauses what is still missing after 30 days", async () => {
    const owner = await person(t, "facts-owner", "landlord");
    const now = t.clock.now();
    const noDeposit = await insertProperty(t.db, owner.id, {
      now,
      addressLine1: "1 Deposit Row",
      deposit: null,
    });
    const noEpc = await insertProperty(t.db, owner.id, {
      now,
      addressLine1: "2 Energy Row",
      facts: { council_tax_band: "A", council_tax_payer: "tenants" },
    });
    const complete = await insertProperty(t.db, owner.id, { now, addressLine1: "3 Complete Row" });
    const letAgreed = await insertProperty(t.db, owner.id, {
      now,
      addressLine1: "4 Let Row",
      status: "let_agreed",
      facts: {},
    });

    const before = smtp.received.length;
    await runCheck();
    const asked = smtp.received.slice(before);
    expect(asked.map((m) => m.to)).toEqual([[owner.email]]);
    const mail = unfoldMail(asked[0]?.raw ?? "");
    expect(mail).toContain("Subject: Add the key facts to your listings on Roost");
    expect(mail).toContain("1 Deposit Row");
    expect(mail).toContain("2 Energy Row");
    expect(mail).not.toContain("3 Complete Row");
    expect(mail).not.toContain("4 Let Row");
    expect(mail).not.toContain("Unsubscribe");

    const mine = async () =>
      (await t.request<MyListing[]>("/api/me/properties", { cookie: owner.cookie })).body;
    // Asked at the test clock's now: paused 30 days later, the UK day that falls on.
    const pauseOn = ukIsoDate(new Date(t.clock.now().getTime() + 30 * DAY_MS));
    expect((await mine()).find((l) => l.id === noDeposit.id)).toMatchObject({
      facts_missing: true,
      facts_pause_on: pauseOn,
    });
    for (const settled of [complete, letAgreed])
      expect((await mine()).find((l) => l.id === settled.id)).toMatchObject({
        facts_missing: false,
        facts_pause_on: null,
      });

    // A second run the same day asks nobody again; one listing is completed meanwhile.
    await runCheck();
    expect(smtp.received.length).toBe(before + 1);
    const completed = await t.request(`/api/properties/${noEpc.id}`, {
      method: "PATCH",
      cookie: owner.cookie,
      body: { facts: COMPLETE_ADVERT_FACTS },
    });
    expect(completed.status).toBe(200);

    t.clock.advance?.(29 * DAY_MS);
    await runCheck();
    expect(await statusOf(noDeposit.id)).toBe("published");

    t.clock.advance?.(DAY_MS);
    await runCheck();
    expect(await statusOf(noDeposit.id)).toBe("pause");
    expect((await mine()).find((l) => l.id === noDeposit.id)?.paused_reason).toBe("advert_facts");
    expect(await statusOf(noEpc.id)).toBe("published");
    expect(await statusOf(complete.id)).toBe("published");
    expect(await statusOf(letAgreed.id)).toBe("let_agreed");
    const paused = smtp.received.slice(before + 1);
    expect(paused.map((m) => m.to)).toEqual([[owner.email]]);
    expect(unfoldMail(paused[0]?.raw ?? "")).toContain(
      "Subject: We paused listings that lack their key facts",
    );

    // It goes live again only once complete.
    const relist = (status: string) =>
      t.request(`/api/properties/${noDeposit.id}/status`, {
        method: "PATCH",
        cookie: owner.cookie,
        body: { status },
      });
    expect((await relist("published")).status).toBe(422);
    await t.request(`/api/properties/${noDeposit.id}`, {
      method: "PATCH",
      cookie: owner.cookie,
      body: { deposit: 1500 },
    });
    expect((await relist("published")).status).toBe(200);
  });

  it("goes through the owners a batch at a time, so a batch that fails leaves the earlier ones done", async () => {
    const now = t.clock.now();
    const [first, second] = (
      await Promise.all([person(t, "facts-first", "landlord"), person(t, "facts-second", "landlord")])
    ).sort((a, b) => (a.id < b.id ? -1 : 1)) as [Person, Person];
    const firstListings = await Promise.all(
      ["5 Batch Row", "6 Batch Row"].map((addressLine1) =>
        insertProperty(t.db, first.id, { now, addressLine1, deposit: null }),
      ),
    );
    const refused = await insertProperty(t.db, second.id, {
      now,
      addressLine1: "7 Batch Row",
      deposit: null,
    });
    // The second owner's batch fails as a database can: here, a rule its listing breaks.
    await t.db.execute(
      sql.raw(`alter table properties add constraint batch_fails
        check (id <> '${refused.id}' or facts_requested_at is null) not valid`),
    );
    const before = smtp.received.length;
    try {
      // Two listings a batch: the first owner's pair, then the second owner's one.
      await expect(runCheck(2)).rejects.toThrow();
    } finally {
      await t.db.execute(sql`alter table properties drop constraint batch_fails`);
    }
    const askedAt = async (id: string) =>
      (await t.db.select().from(properties).where(eq(properties.id, id)))[0]?.factsRequestedAt;
    for (const listing of firstListings) expect(await askedAt(listing.id)).toBeInstanceOf(Date);
    expect(await askedAt(refused.id)).toBeNull();
    const sent = smtp.received.slice(before).filter((m) => m.to.includes(first.email));
    expect(sent).toHaveLength(1);
    expect(unfoldMail(sent[0]?.raw ?? "")).toContain("6 Batch Row");

    // The next run asks the second owner, and nobody twice.
    await runCheck(2);
    expect(await askedAt(refused.id)).toBeInstanceOf(Date);
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([[first.email], [second.email]]);
  });
});
