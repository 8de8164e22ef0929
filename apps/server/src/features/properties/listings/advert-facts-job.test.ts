import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../../db/schema.ts";
import { runDueJobs } from "../../../jobs/worker.ts";
import { COMPLETE_ADVERT_FACTS, insertProperty, person } from "../../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../../test/local-smtp.ts";
import { ADVERT_FACTS, advertFactsJob } from "./advert-facts-job.ts";

const { t, smtp } = await testAppWithSmtp();

/** The recurring run as the worker makes it, then every email job it enqueued. */
async function runCheck() {
  await advertFactsJob({
    deps: t.deps,
    payload: {},
    job: { id: 0, name: ADVERT_FACTS, attempt: 1 },
    now: t.clock.now(),
  });
  while ((await runDueJobs(t.deps)) > 0);
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
});
